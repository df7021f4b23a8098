import { Badge, Card, Grid } from '@rha/design-system';
import type { Step } from '../content/howItWorks';

/** Numbered steps as a row of cards (an ordered list, so the order is announced too). */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <Grid as="ol" columns={3}>
      {steps.map((step, index) => (
        <Card as="li" key={step.title} variant="elevated" headingLevel={3} title={step.title}>
          {/* Shown above the title; the ordered list already announces the number. */}
          <Badge
            variant="primary"
            aria-hidden="true"
            style={{ alignSelf: 'flex-start', order: -1 }}
          >
            Step {index + 1}
          </Badge>
          <p>{step.text}</p>
        </Card>
      ))}
    </Grid>
  );
}
