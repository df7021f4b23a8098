import { Button, Card, Grid, Link, Section, Stack } from '@rha/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { illustrations } from '../../assets/illustrations';
import { DocumentTitle } from '../../app/DocumentTitle';
import {
  applicationSteps,
  technicianBenefits,
  technicianRequirements,
} from './content/technicians';
import { PageHero } from './shared/PageHero';
import { StepList } from './shared/StepList';

const APPLY = '/auth/technician';

/** For technicians: benefits, requirements and the application. */
export function TechniciansPage() {
  return (
    <>
      <DocumentTitle title="Become a Technician" />
      <PageHero
        title="Become a Technician"
        description="Get paid for hands-on tech work in your own community, with an expert on live video beside you on every job."
        image={illustrations.localTechSupport}
        actions={
          <>
            <Button asChild size="lg">
              <RouterLink to={APPLY}>Apply Now</RouterLink>
            </Button>
            <Link asChild>
              <RouterLink to="/how-it-works">How a job works</RouterLink>
            </Link>
          </>
        }
      />

      <Section tone="muted" title="Why work with Remote Hands">
        <Grid as="ul" columns={3}>
          {technicianBenefits.map((benefit) => (
            <Card
              as="li"
              key={benefit.title}
              variant="elevated"
              headingLevel={3}
              title={benefit.title}
            >
              <p>{benefit.text}</p>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section
        title="What you need"
        description="No degree required. Certifications help, but curiosity and care matter more."
      >
        <Card variant="outlined">
          <ul>
            {technicianRequirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </Card>
      </Section>

      <Section
        tone="muted"
        title="How to apply"
        description="Three steps from signing up to your first job."
      >
        <Stack gap={8}>
          <StepList steps={applicationSteps} />
          <Stack direction="row" gap={3} wrap>
            <Button asChild size="lg">
              <RouterLink to={APPLY}>Start Your Application</RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Section>
    </>
  );
}
