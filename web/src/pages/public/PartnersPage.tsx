import { Button, Card, Grid, Link, Section, Stack } from '@rha/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { illustrations } from '../../assets/illustrations';
import { DocumentTitle } from '../../app/DocumentTitle';
import { partnerKinds, partnershipStory, partnerSteps } from './content/partners';
import { LazyContactDialog } from './shared/LazyContactDialog';
import { PageHero } from './shared/PageHero';
import { StatList } from './shared/StatList';
import { StepList } from './shared/StepList';

/** Partner organisations: a partnership story and a contact dialog. */
export function PartnersPage() {
  return (
    <>
      <DocumentTitle title="Become a Partner" />
      <PageHero
        title="Become a Partner"
        description="Tribal councils, native corporations and workforce programmes: together we can train local technicians and bring paid technical work home to the villages you serve."
        image={illustrations.villagePartners}
        actions={
          <>
            <LazyContactDialog
              triggerLabel="Talk to Us About Partnering"
              variant="primary"
              size="lg"
            />
            <Button asChild variant="secondary" size="lg">
              <RouterLink to="/technicians">How technicians join</RouterLink>
            </Button>
          </>
        }
      />

      <Section tone="muted" title="A partnership story">
        <Stack gap={6}>
          <h3>{partnershipStory.title}</h3>
          {partnershipStory.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} style={{ maxWidth: '46rem' }}>
              {paragraph}
            </p>
          ))}
          <StatList stats={partnershipStory.results} />
        </Stack>
      </Section>

      <Section title="Who we partner with">
        <Grid as="ul" columns={3}>
          {partnerKinds.map((kind) => (
            <Card as="li" key={kind.title} variant="outlined" headingLevel={3} title={kind.title}>
              <p>{kind.text}</p>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section tone="muted" title="How partnering works">
        <StepList steps={partnerSteps} />
      </Section>

      <Section
        tone="inverse"
        title="Let’s talk about your communities"
        description="Send us a note about your organisation and the villages you serve, and we will get back to you as soon as possible."
        padding="md"
      >
        <Stack direction="row" gap={4} wrap align="center">
          <LazyContactDialog triggerLabel="Contact Us" />
          <Link asChild variant="inverse">
            <RouterLink to="/work-with-us">Other ways to work with us</RouterLink>
          </Link>
        </Stack>
      </Section>
    </>
  );
}
