import type { YesNoDetailsQuestion } from '@rha/contracts/questionnaire';
import { RadioGroup, Stack, TextArea, TextField } from '@rha/design-system';
import type { QuestionFieldProps } from './questionFieldProps';

/**
 * A yes/no question whose details are asked only after a Yes. The details stay when the answer
 * goes back to No, so a slip does not erase them.
 */
export function YesNoDetailsField({
  question,
  values,
  onChange,
  errorOf,
}: QuestionFieldProps & { question: YesNoDetailsQuestion }) {
  const { field, details } = question;
  const detailsProps = {
    label: details.label,
    value: values[details.field],
    onChange: (event: { target: { value: string } }) =>
      onChange({ [details.field]: event.target.value }),
    error: errorOf(details.field),
  };
  return (
    <Stack gap={4}>
      <RadioGroup
        label={question.label}
        value={values[field] ? 'yes' : 'no'}
        onValueChange={(value) => onChange({ [field]: value === 'yes' })}
        error={errorOf(field)}
      />
      {values[field] &&
        (details.multiline ? (
          <TextArea {...detailsProps} rows={3} />
        ) : (
          <TextField {...detailsProps} />
        ))}
    </Stack>
  );
}
