import { Checkbox, FieldError, Grid, Stack, TagInput, vars } from '@rha/design-system';
import { useId } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${vars.space[3]};
  padding: 0;
  font-weight: ${vars.font.weight.semibold};
`;

export interface OptionListFieldProps {
  /** Names the group, e.g. 'IT'. */
  legend: string;
  /** The listed choices; anything else in the value is one of the technician's own entries. */
  options: readonly string[];
  value: readonly string[];
  onChange(value: string[]): void;
  /** Label of the field that adds the technician's own entries. */
  customLabel: string;
  placeholder?: string;
  error?: string | undefined;
}

/** A list answer: ticked choices from a list plus the technician's own entries as removable tags. */
export function OptionListField({
  legend,
  options,
  value,
  onChange,
  customLabel,
  placeholder,
  error,
}: OptionListFieldProps) {
  const errorId = useId();
  const chosen = value.filter((entry) => options.includes(entry));
  const custom = value.filter((entry) => !options.includes(entry));

  const toggle = (option: string, checked: boolean) => {
    const next = checked ? [...chosen, option] : chosen.filter((entry) => entry !== option);
    onChange([...next, ...custom]);
  };

  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      <Stack gap={4}>
        {options.length > 0 && (
          <Grid columns={2} gap={3}>
            {options.map((option) => (
              <Checkbox
                key={option}
                label={option}
                checked={chosen.includes(option)}
                onCheckedChange={(checked) => toggle(option, checked)}
              />
            ))}
          </Grid>
        )}
        <TagInput
          label={customLabel}
          hint="Press Enter to add; separate several with commas."
          value={custom}
          onChange={(entries) => onChange([...chosen, ...entries])}
          {...(placeholder ? { placeholder } : {})}
        />
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </Stack>
    </Fieldset>
  );
}
