import type { AvailabilityQuestion } from '@rha/contracts/questionnaire';
import { AVAILABILITY_SLOTS } from '@rha/contracts/reference';
import { FieldError, Grid, Switch } from '@rha/design-system';
import { useId } from 'react';
import { QuestionGroup } from './QuestionGroup';
import type { QuestionFieldProps } from './questionFieldProps';

/** Four independent on/off answers for when the technician can usually work. */
export function AvailabilityField({
  question,
  values,
  onChange,
  errorOf,
  labelledBy,
}: QuestionFieldProps & { question: AvailabilityQuestion }) {
  const errorId = useId();
  const error = errorOf(question.field);
  const { availability } = values;
  const switches = (
    <Grid
      columns={2}
      gap={4}
      {...(labelledBy ? { role: 'group', 'aria-labelledby': labelledBy } : {})}
      {...(labelledBy && error ? { 'aria-describedby': errorId } : {})}
    >
      {AVAILABILITY_SLOTS.map((slot) => (
        <Switch
          key={slot}
          label={question.slots[slot]}
          checked={Boolean(availability[slot])}
          onCheckedChange={(checked) =>
            onChange({ availability: { ...availability, [slot]: checked } })
          }
        />
      ))}
    </Grid>
  );
  const message = <FieldError id={errorId}>{error}</FieldError>;
  if (labelledBy) {
    return (
      <>
        {switches}
        {message}
      </>
    );
  }
  return (
    <QuestionGroup label={question.label} errorId={error ? errorId : undefined}>
      {switches}
      {message}
    </QuestionGroup>
  );
}
