import { AVAILABILITY_SLOTS } from '@rha/contracts/reference';
import { FieldError, Stack, Switch } from '@rha/design-system';
import { useId } from 'react';
import { AVAILABILITY_LABELS } from '../onboardingSteps';
import type { StepFieldsProps } from './stepFieldsProps';

/** Four independent on/off answers for when the technician can usually work. */
export function AvailabilityStep({ answers, onChange, errors, headingId }: StepFieldsProps) {
  const errorId = useId();
  return (
    <Stack
      gap={4}
      role="group"
      aria-labelledby={headingId}
      {...(errors.availability ? { 'aria-describedby': errorId } : {})}
    >
      {AVAILABILITY_SLOTS.map((slot) => (
        <Switch
          key={slot}
          label={AVAILABILITY_LABELS[slot]}
          checked={answers.availability[slot]}
          onCheckedChange={(checked) =>
            onChange({ availability: { ...answers.availability, [slot]: checked } })
          }
        />
      ))}
      <FieldError id={errorId}>{errors.availability}</FieldError>
    </Stack>
  );
}
