import { Checkbox } from '@rha/design-system';
import type { StepFieldsProps } from './stepFieldsProps';

export interface ConfirmStepProps extends StepFieldsProps {
  field: 'ageVerified' | 'backgroundCheck';
  label: string;
}

/** A statement the technician confirms by ticking it. */
export function ConfirmStep({ answers, onChange, errors, field, label }: ConfirmStepProps) {
  return (
    <Checkbox
      label={label}
      checked={answers[field]}
      onCheckedChange={(checked) => onChange({ [field]: checked })}
      error={errors[field]}
    />
  );
}
