import { Badge, Button, Card, Grid, Link, Section, Stack } from '@rha/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { illustrations } from '../../assets/illustrations';
import { DocumentTitle } from '../../app/DocumentTitle';
import { howItWorksSteps } from './content/howItWorks';
import { offerings, prices } from './content/offerings';
import { AnchoredSection } from './shared/AnchoredSection';
import { CallToActionCard } from './shared/CallToActionCard';
import { LazyContactDialog } from './shared/LazyContactDialog';
import { PageHero } from './shared/PageHero';
import { scrollToSection } from './shared/scrollToSection';
import { StepList } from './shared/StepList';
import { SuccessStory } from './shared/SuccessStory';

const HOW_IT_WORKS_ID = 'how-it-works';

const reassurances = [
  'Vetted local technicians',
  'Liability insured',
  prices.coverage,
  prices.warranty,
];

/** The marketing home page. */
export function HomePage() {
  return (
    <>
      <DocumentTitle />
      <PageHero
        title="Local hands for on-site tech support across rural Alaska"
        description="When a satellite modem drops in a Yukon River village or a clinic server fails between mail planes, a vetted technician who lives nearby goes to the site while your own experts guide the work by live video. No charter, no week of waiting."
        image={illustrations.auroraVillage}
        actions={
          <>
            <Button asChild size="lg">
              <RouterLink to="/auth/company">Create an account</RouterLink>
            </Button>
            <Button variant="secondary" size="lg" onClick={() => scrollToSection(HOW_IT_WORKS_ID)}>
              See How It Works
            </Button>
            <LazyContactDialog triggerLabel="Contact Us" variant="ghost" size="lg" />
          </>
        }
      >
        <Stack as="ul" direction="row" gap={2} wrap aria-label="Why Remote Hands Alaska">
          {reassurances.map((reassurance) => (
            <li key={reassurance}>
              <Badge variant="primary">{reassurance}</Badge>
            </li>
          ))}
        </Stack>
      </PageHero>

      <Section
        tone="muted"
        title="Services for places the road doesn’t reach"
        description="Most of Alaska’s communities are off the road system. Our technicians already live there, so your equipment gets hands on it in hours, not after the next flight with a free seat."
      >
        <Stack gap={8}>
          <Grid as="ul" columns={4}>
            {offerings.map((offering) => (
              <Card
                as="li"
                key={offering.id}
                variant="elevated"
                headingLevel={3}
                title={offering.name}
                footer={<strong>{offering.price}</strong>}
              >
                <p>{offering.summary}</p>
              </Card>
            ))}
          </Grid>
          <Stack direction="row" gap={4} wrap align="center">
            <Button asChild variant="secondary">
              <RouterLink to="/services">View services and pricing</RouterLink>
            </Button>
            <Link asChild>
              <RouterLink to="/use-cases">See who we work with</RouterLink>
            </Link>
          </Stack>
        </Stack>
      </Section>

      <Section title="Success story">
        <SuccessStory />
      </Section>

      <AnchoredSection
        id={HOW_IT_WORKS_ID}
        tone="muted"
        title="How it works"
        description="Three steps from a problem at a remote site to a fix you watched happen."
      >
        <Stack gap={8}>
          <StepList steps={howItWorksSteps} />
          <Link asChild>
            <RouterLink to="/how-it-works">More about how it works</RouterLink>
          </Link>
        </Stack>
      </AnchoredSection>

      <Section
        tone="inverse"
        title="Get started"
        description="Whether you need work done, want to bring work home to your communities or are ready to do the work yourself."
      >
        <Grid as="ul" columns={3}>
          <CallToActionCard
            title="Need work done?"
            action={{ label: 'Request a Service', to: '/auth/company' }}
          >
            <p>
              Companies, clinics, schools, councils and agencies: create an account and send your
              first request in a few minutes.
            </p>
          </CallToActionCard>
          <CallToActionCard
            title="Lead a community or programme?"
            action={{ label: 'Become a Partner', to: '/partners' }}
          >
            <p>
              Tribal councils, native corporations and workforce programmes: help us train and hire
              technicians in the villages you serve.
            </p>
          </CallToActionCard>
          <CallToActionCard
            title="Good with tools and tech?"
            action={{ label: 'Become a Technician', to: '/auth/technician' }}
          >
            <p>
              Live in rural Alaska? Get paid for hands-on jobs in your own community, with experts
              on video beside you.
            </p>
          </CallToActionCard>
        </Grid>
      </Section>
    </>
  );
}
