import { RadioGroup, Stack, TextArea, TextField } from '@rha/design-system';
import type { StepContent } from '../onboardingSteps';
import type { StepFieldsProps } from './stepFieldsProps';

type YesNoDetails = Extract<StepContent, { kind: 'yesNoDetails' }>;

export type YesNoDetailsStepProps = StepFieldsProps & Omit<YesNoDetails, 'kind'>;

/** A yes/no question whose details are asked only after a Yes. */
export function YesNoDetailsStep({
  answers,
  onChange,
  errors,
  flag,
  details,
  question,
  detailsLabel,
  detailsKind,
}: YesNoDetailsStepProps) {
  const detailsProps = {
    label: detailsLabel,
    value: answers[details],
    onChange: (event: { target: { value: string } }) => onChange({ [details]: event.target.value }),
    error: errors[details],
  };
  return (
    <Stack gap={4}>
      <RadioGroup
        label={question}
        value={answers[flag] ? 'yes' : 'no'}
        onValueChange={(value) => onChange({ [flag]: value === 'yes' })}
        error={errors[flag]}
      />
      {answers[flag] &&
        (detailsKind === 'text' ? <TextArea {...detailsProps} /> : <TextField {...detailsProps} />)}
    </Stack>
  );
}
