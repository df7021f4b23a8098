import { pricing } from '@rha/contracts/reference';
import { Button, Card, Grid, Section, Stack } from '@rha/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { illustrations } from '../../assets/illustrations';
import { Illustration } from '../../assets/Illustration';
import { DocumentTitle } from '../../app/DocumentTitle';
import { prices } from './content/offerings';
import { AnchoredSection } from './shared/AnchoredSection';
import { LazyContactDialog } from './shared/LazyContactDialog';
import { PageHero } from './shared/PageHero';
import { PriceTag } from './shared/PriceTag';
import { useScrollToHash } from './shared/useScrollToHash';

const { baseline, remoteEyes, coverage } = pricing;

/** Services and pricing; the figures come from the shared `pricing` constants. */
export function ServicesPage() {
  useScrollToHash();
  return (
    <>
      <DocumentTitle title="Services and Pricing" />
      <PageHero
        title="Services and Pricing"
        description="Hands-on help at your site anywhere in Alaska, priced up front. Pick the service that fits the job, add what the location calls for, or ask us to scope something custom."
        image={illustrations.technicianVideoCall}
        actions={
          <>
            <Button asChild size="lg">
              <RouterLink to="/auth/company">Request a Service</RouterLink>
            </Button>
            <LazyContactDialog triggerLabel="Ask a Question" size="lg" />
          </>
        }
      />

      <AnchoredSection
        id="remote-hands-baseline"
        tone="muted"
        title="Remote Hands Baseline"
        description="A vetted local technician at your equipment, with your own experts guiding every step over live video."
      >
        <Grid columns={2}>
          <Card variant="elevated" headingLevel={3} title="What’s included">
            <ul>
              <li>Live video troubleshooting with your remote team</li>
              <li>Power cycling and restarts, with a readout of what the lights and screens say</li>
              <li>
                Component replacement: modems, routers, switches, drives, power supplies and cards
              </li>
              <li>Photos, video, a service log and the completion status of every job</li>
              <li>A {baseline.warrantyDays}-day warranty on the work</li>
            </ul>
          </Card>
          <Card variant="elevated" headingLevel={3} title="Price">
            <PriceTag
              amount={baseline.priceUsd}
              unit={`for up to ${baseline.includedHours} hours`}
            />
            <p>{prices.baseline}.</p>
            <p>
              Not covered: high-liability systems such as power plants, telecom infrastructure and
              high-voltage equipment. Those need licensed specialists; ask us about a custom
              request.
            </p>
          </Card>
        </Grid>
      </AnchoredSection>

      <AnchoredSection
        id="remote-eyes-assessment"
        title="Remote Eyes Assessment"
        description="Know what you are dealing with before anyone boards a plane: a technician visits the site and shows you what is there."
      >
        <Grid columns={2}>
          <Card variant="outlined" headingLevel={3} title="What’s included">
            <ul>
              <li>A visual inspection of your site or equipment</li>
              <li>Up to {remoteEyes.maxPhotos} photos and video, taken the way you ask for them</li>
              <li>Notes on access, power and conditions around the site</li>
              <li>Ideal after a storm, at break-up, or before you commit a crew</li>
            </ul>
          </Card>
          <Card variant="outlined" headingLevel={3} title="Price">
            <PriceTag
              amount={remoteEyes.minPriceUsd}
              upTo={remoteEyes.maxPriceUsd}
              unit="per service"
            />
            <p>
              Volume discounts when you inspect several sites, and scheduled discounts from{' '}
              {remoteEyes.scheduledDiscountVisits.min} to {remoteEyes.scheduledDiscountVisits.max}+
              visits, for example a monthly check through the winter.
            </p>
          </Card>
        </Grid>
      </AnchoredSection>

      <AnchoredSection
        id="add-ons"
        tone="muted"
        title="Add-ons"
        description="What the location calls for, added to any service."
      >
        <Grid as="ul" columns={3}>
          <Card as="li" variant="elevated" headingLevel={3} title="Local Guide Service">
            <p>
              For fly-in teams: pickup at the airstrip or float dock, local transport, and
              coordination with the tribal council, city office or school so you are expected when
              you land.
            </p>
          </Card>
          <Card as="li" variant="elevated" headingLevel={3} title="Transportation Solutions">
            <p>
              Truck, ATV, snowmachine or skiff, depending on the season, to reach a site away from
              the village and to haul your gear and parts from the airstrip.
            </p>
          </Card>
          <Card as="li" variant="elevated" headingLevel={3} title="Pro Kit & Diagnostics">
            <p>
              The {prices.proPackage}: live video where there is no WiFi or 4G, with its own
              satellite communication. Satellite internet, specialised tools and diagnostic
              equipment are available on request.
            </p>
          </Card>
        </Grid>
      </AnchoredSection>

      <AnchoredSection
        id="custom-requests"
        title="Custom service requests"
        description="Installations, site surveys, seasonal shut-downs and start-ups, or a job that fits no box: describe it and we will scope it with a technician who knows the place, then send you a quote."
        padding="md"
      >
        <Button asChild variant="secondary">
          <RouterLink to="/auth/company">Request a custom quote</RouterLink>
        </Button>
      </AnchoredSection>

      <AnchoredSection
        id="response-time"
        tone="muted"
        title="Response time"
        description="Freeze-up and break-up close the rivers, and weather grounds the planes. A technician who already lives there needs neither."
      >
        <Grid as="ul" columns={3}>
          <Card
            as="li"
            variant="elevated"
            headingLevel={3}
            title={`Within ${coverage.statewideWithinBusinessDays} business days`}
          >
            <p>Statewide coverage: a technician on site anywhere we serve.</p>
          </Card>
          <Card
            as="li"
            variant="elevated"
            headingLevel={3}
            title={`Often within ${coverage.oftenOnSiteWithinHours} hours`}
          >
            <p>
              In most communities a local technician accepts the job within hours and is on site the
              next day or sooner.
            </p>
          </Card>
          <Card as="li" variant="elevated" headingLevel={3} title="Often the same day">
            <p>
              With your experts guiding on live video, most problems are solved during the first
              visit.
            </p>
          </Card>
        </Grid>
      </AnchoredSection>

      <Section title="With every job">
        <Grid columns={2} gap={8} style={{ alignItems: 'center' }}>
          <ul>
            <li>Reports with photos, video, a service log and the completion status</li>
            <li>Secure messaging with your technician and our dispatch team</li>
            <li>File sharing for manuals, diagrams and site plans</li>
            <li>A 100% satisfaction guarantee</li>
            <li>Liability insurance on every job</li>
          </ul>
          <Illustration image={illustrations.bushPlane} />
        </Grid>
      </Section>

      <Section
        tone="inverse"
        title="Questions about a job or a price?"
        description="Tell us about the site and the equipment, and we will get back to you as soon as possible."
        padding="md"
      >
        <Stack direction="row" gap={3} wrap>
          <LazyContactDialog triggerLabel="Contact Us" />
        </Stack>
      </Section>
    </>
  );
}
