import { Button, Card, Grid, Section, Stack } from '@rha/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { Illustration } from '../../assets/Illustration';
import { illustrations } from '../../assets/illustrations';
import { DocumentTitle } from '../../app/DocumentTitle';
import { schoolStory, useCases } from './content/useCases';
import { LazyContactDialog } from './shared/LazyContactDialog';
import { PageHero } from './shared/PageHero';

/** One customer story and six use cases. */
export function UseCasesPage() {
  return (
    <>
      <DocumentTitle title="Use Cases" />
      <PageHero
        title="Use Cases"
        description="Internet providers, clinics, schools, councils and fly-in crews: anyone whose equipment sits where the road doesn’t go, and whose experts sit somewhere else."
        image={illustrations.bushPlane}
      />

      <Section tone="muted" title="Customer story">
        <Grid columns={2} gap={8} style={{ alignItems: 'center' }}>
          <Stack gap={4}>
            <h3>{schoolStory.title}</h3>
            <p>
              <strong>{schoolStory.customer}</strong>
            </p>
            {schoolStory.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </Stack>
          <Illustration image={illustrations.technicianVideoCall} />
        </Grid>
      </Section>

      <Section
        title="Who uses Remote Hands"
        description="Six kinds of work we do every season, from freeze-up to break-up and back."
      >
        <Grid as="ul" columns={3}>
          {useCases.map((useCase) => (
            <Card
              as="li"
              key={useCase.title}
              variant="outlined"
              headingLevel={3}
              title={useCase.title}
            >
              <p>{useCase.text}</p>
              <ul aria-label={`Typical jobs: ${useCase.title}`}>
                {useCase.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section
        tone="inverse"
        title="Have a job like these?"
        description="Create an account to send a request, or tell us about your sites first."
        padding="md"
      >
        <Stack direction="row" gap={3} wrap>
          <Button asChild variant="secondary">
            <RouterLink to="/auth/company">Request a Service</RouterLink>
          </Button>
          <LazyContactDialog triggerLabel="Contact Us" />
        </Stack>
      </Section>
    </>
  );
}
