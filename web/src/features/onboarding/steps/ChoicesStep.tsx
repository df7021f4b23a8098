import { Checkbox, FieldError, Stack, TagInput, vars } from '@rha/design-system';
import { useId } from 'react';
import styled from 'styled-components';
import type { ListField } from '../onboardingSteps';
import type { StepFieldsProps } from './stepFieldsProps';

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(15rem, 100%), 1fr));
  gap: ${vars.space[3]} ${vars.space[6]};
`;

export interface ChoicesStepProps extends StepFieldsProps {
  field: ListField;
  options: readonly string[];
  custom: boolean;
}

/**
 * A list answer: the option list as checkboxes and, where allowed, the technician's own entries
 * as removable tags. An entry typed that matches an option simply ticks it.
 */
export function ChoicesStep({
  answers,
  onChange,
  errors,
  headingId,
  field,
  options,
  custom,
}: ChoicesStepProps) {
  const errorId = useId();
  const chosen = answers[field];
  const error = errors[field];
  const own = chosen.filter((entry) => !options.includes(entry));

  const toggle = (option: string, checked: boolean) => {
    const without = chosen.filter((entry) => entry !== option);
    onChange({ [field]: checked ? [...without, option] : without });
  };

  const setOwn = (entries: string[]) => {
    const ticked = chosen.filter((entry) => options.includes(entry));
    onChange({ [field]: [...new Set([...ticked, ...entries])] });
  };

  return (
    <Stack gap={6}>
      {options.length > 0 && (
        <Options
          role="group"
          aria-labelledby={headingId}
          {...(error ? { 'aria-describedby': errorId } : {})}
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
      {custom && (
        <TagInput
          label={options.length > 0 ? 'Add your own' : 'Your tools and equipment'}
          hint="Separate several with commas, then press Enter or Add."
          value={own}
          onChange={setOwn}
          error={options.length > 0 ? undefined : error}
        />
      )}
      {options.length > 0 && <FieldError id={errorId}>{error}</FieldError>}
    </Stack>
  );
}
