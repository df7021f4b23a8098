import { TextArea } from '@rha/design-system';
import type { StepFieldsProps } from './stepFieldsProps';

export interface TextStepProps extends StepFieldsProps {
  field: 'goodFit';
  label: string;
}

/** A free-text answer. */
export function TextStep({ answers, onChange, errors, field, label }: TextStepProps) {
  return (
    <TextArea
      label={label}
      rows={6}
      value={answers[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      error={errors[field]}
    />
  );
}
