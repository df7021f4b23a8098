import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { choiceBoxCss, ChoiceLabel } from '../internal/choice.js';
import { FieldShell, useFieldIds, type FieldProps } from '../internal/field.js';
import { vars } from '../theme.js';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** The answers of a yes/no question, the group's default options. */
export const YES_NO_OPTIONS: readonly RadioOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export interface RadioGroupProps
  extends
    FieldProps,
    Omit<ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>, 'children' | 'dir'> {
  /** The answers. Defaults to Yes ('yes') and No ('no'). */
  options?: readonly RadioOption[];
  /** horizontal suits short answers like yes/no; vertical suits longer ones. Defaults to horizontal. */
  orientation?: 'horizontal' | 'vertical';
}

const Options = styled(RadixRadioGroup.Root)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[6]};
  padding-top: ${vars.space[1]};

  &[data-orientation='vertical'] {
    flex-direction: column;
  }
`;

const Option = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

const Radio = styled(RadixRadioGroup.Item)`
  ${choiceBoxCss}
  border-radius: 50%;

  &[data-state='checked'] {
    border-color: ${vars.color.primary};
  }

  [aria-invalid='true'] > * > & {
    border-color: ${vars.color.danger};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Dot = styled(RadixRadioGroup.Indicator)`
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  background: ${vars.color.primary};
`;

/**
 * A labelled group of radio buttons (Radix), yes/no by default, e.g. 'Is access to the site
 * restricted?'. Arrow keys move between the answers. With react-hook-form use a Controller
 * (`value`, `onValueChange`).
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    hint,
    error,
    id,
    options = YES_NO_OPTIONS,
    orientation = 'horizontal',
    disabled,
    'aria-describedby': ownDescribedBy,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy: ownDescribedBy });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} labelKind="group">
      <Options
        ref={ref}
        id={ids.controlId}
        aria-labelledby={ids.labelId}
        orientation={orientation}
        disabled={disabled}
        {...ids.describedBy}
        {...rest}
      >
        {options.map((option) => {
          const optionId = `${ids.controlId}-${option.value}`;
          const optionDisabled = disabled || option.disabled;
          return (
            <Option key={option.value}>
              <Radio id={optionId} value={option.value} disabled={option.disabled}>
                <Dot />
              </Radio>
              <ChoiceLabel htmlFor={optionId} data-disabled={optionDisabled || undefined}>
                {option.label}
              </ChoiceLabel>
            </Option>
          );
        })}
      </Options>
    </FieldShell>
  );
});
RadioGroup.displayName = 'RadioGroup';
