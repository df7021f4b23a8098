import { pricing } from '@rha/contracts/reference';
import { Button, Card, Grid, Link, Section, Stack } from '@rha/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { illustrations } from '../../assets/illustrations';
import { DocumentTitle } from '../../app/DocumentTitle';
import { howItWorksSteps } from './content/howItWorks';
import { prices } from './content/offerings';
import { PageHero } from './shared/PageHero';
import { StepList } from './shared/StepList';

const duringTheJob = [
  {
    title: 'Live video guidance',
    text: 'Your experts see what the technician sees and talk them through each step. Where there is no WiFi or 4G, the Pro Kit brings its own satellite link.',
  },
  {
    title: 'Reports you can file',
    text: 'Photos, video, a service log and the completion status of every job, in one place, for your records and your auditors.',
  },
  {
    title: 'Secure messaging and file sharing',
    text: 'Send manuals, wiring diagrams and site plans ahead of the visit, and keep every message about the job together.',
  },
];

/** The three-step process in detail. */
export function HowItWorksPage() {
  return (
    <>
      <DocumentTitle title="How It Works" />
      <PageHero
        title="How It Works"
        description="Your experts stay where they are. A vetted local technician becomes their hands on site, and the problem is often solved the same day."
        image={illustrations.technicianVideoCall}
        actions={
          <Button asChild size="lg">
            <RouterLink to="/auth/company">Request a Service</RouterLink>
          </Button>
        }
      />

      <Section tone="muted" title="Three steps">
        <StepList steps={howItWorksSteps} />
      </Section>

      <Section title="During and after the job">
        <Grid as="ul" columns={3}>
          {duringTheJob.map((item) => (
            <Card as="li" key={item.title} variant="outlined" headingLevel={3} title={item.title}>
              <p>{item.text}</p>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section tone="muted" title="Our commitments">
        <Grid columns={2}>
          <ul>
            <li>A {prices.warranty} on Remote Hands Baseline work</li>
            <li>A 100% satisfaction guarantee</li>
            <li>Liability insurance on every job</li>
            <li>
              {prices.coverage}, often on site within {pricing.coverage.oftenOnSiteWithinHours}{' '}
              hours
            </li>
          </ul>
          <Stack gap={3}>
            <p>
              Technicians are vetted before their first job: we check their skills, tools and
              references and talk with each of them.
            </p>
            <Link asChild>
              <RouterLink to="/technicians">Become a technician</RouterLink>
            </Link>
          </Stack>
        </Grid>
      </Section>

      <Section
        tone="inverse"
        title="Ready when you are"
        description="Create an account and send your first request in a few minutes."
        padding="md"
      >
        <Stack direction="row" gap={3} wrap>
          <Button asChild variant="secondary">
            <RouterLink to="/auth/company">Request a Service</RouterLink>
          </Button>
          <Button asChild variant="secondary">
            <RouterLink to="/services">See pricing</RouterLink>
          </Button>
        </Stack>
      </Section>
    </>
  );
}
