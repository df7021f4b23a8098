import type { ChoicesQuestion } from '@rha/contracts/questionnaire';
import { Checkbox, FieldError, Stack, TagInput, vars } from '@rha/design-system';
import { useId } from 'react';
import styled from 'styled-components';
import { QuestionGroup } from './QuestionGroup';
import type { QuestionFieldProps } from './questionFieldProps';

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(15rem, 100%), 1fr));
  gap: ${vars.space[3]} ${vars.space[6]};
`;

/**
 * A list answer: the options as checkboxes and, where the question allows, the technician's own
 * entries as removable tags. An entry typed that matches an option simply ticks it.
 */
export function ChoicesField({
  question,
  values,
  onChange,
  errorOf,
  labelledBy,
}: QuestionFieldProps & { question: ChoicesQuestion }) {
  const errorId = useId();
  const { field, options, label, customLabel, placeholder } = question;
  const chosen = values[field];
  const error = errorOf(field);
  const own = chosen.filter((entry) => !options.includes(entry));
  // Without options the own entries are the answer, and carry its message themselves.
  const groupError = options.length > 0 ? error : undefined;
  const describedBy = groupError ? { 'aria-describedby': errorId } : {};

  const toggle = (option: string, checked: boolean) => {
    const without = chosen.filter((entry) => entry !== option);
    onChange({ [field]: checked ? [...without, option] : without });
  };

  const setOwn = (entries: string[]) => {
    const ticked = chosen.filter((entry) => options.includes(entry));
    onChange({ [field]: [...new Set([...ticked, ...entries])] });
  };

  const controls = (
    <Stack gap={6}>
      {options.length > 0 && (
        <Options
          {...(labelledBy ? { role: 'group', 'aria-labelledby': labelledBy, ...describedBy } : {})}
        >
          {options.map((option) => (
            <Checkbox
              key={option}
              label={option}
              checked={chosen.includes(option)}
              onCheckedChange={(checked) => toggle(option, checked)}
            />
          ))}
        </Options>
      )}
      {customLabel && (
        <TagInput
          label={customLabel}
          hint="Separate several with commas, then press Enter or Add."
          value={own}
          onChange={setOwn}
          error={options.length > 0 ? undefined : error}
          {...(placeholder ? { placeholder } : {})}
        />
      )}
      <FieldError id={errorId}>{groupError}</FieldError>
    </Stack>
  );

  if (labelledBy) return controls;
  return (
    <QuestionGroup label={label} errorId={groupError ? errorId : undefined}>
      {controls}
    </QuestionGroup>
  );
}
