import { RadioGroup } from '@rha/design-system';
import type { StepFieldsProps } from './stepFieldsProps';

export interface YesNoStepProps extends StepFieldsProps {
  field: 'discord';
  question: string;
}

/** A yes/no question stored as a flag. */
export function YesNoStep({ answers, onChange, errors, field, question }: YesNoStepProps) {
  return (
    <RadioGroup
      label={question}
      value={answers[field] ? 'yes' : 'no'}
      onValueChange={(value) => onChange({ [field]: value === 'yes' })}
      error={errors[field]}
    />
  );
}
