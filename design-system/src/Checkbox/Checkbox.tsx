import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { choiceBoxCss, ChoiceShell, choiceStateCss } from '../internal/choice.js';
import { useFieldIds, type FieldProps } from '../internal/field.js';
import { vars } from '../theme.js';

type RadixCheckboxProps = ComponentPropsWithoutRef<typeof RadixCheckbox.Root>;

export interface CheckboxProps
  extends
    FieldProps,
    Omit<RadixCheckboxProps, 'checked' | 'defaultChecked' | 'onCheckedChange' | 'children'> {
  /** Controlled state; leave undefined and use defaultChecked to let the checkbox manage it. */
  checked?: boolean;
  defaultChecked?: boolean;
  /** Called with the new state when the person ticks or unticks it. */
  onCheckedChange?: (checked: boolean) => void;
}

const Box = styled(RadixCheckbox.Root)`
  ${choiceBoxCss}
  border-radius: ${vars.radius.sm};
  color: ${vars.color.onPrimary};

  ${choiceStateCss}
`;

const Check = styled.svg`
  width: 0.875rem;
  height: 0.875rem;
`;

/**
 * A labelled checkbox (Radix), e.g. the SMS consent. It is a button with role=checkbox, so use
 * react-hook-form's Controller: `checked={field.value} onCheckedChange={field.onChange}`.
 * Given a name inside a <form>, it also submits like a native checkbox.
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, hint, error, id, onCheckedChange, 'aria-describedby': ownDescribedBy, ...rest },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy: ownDescribedBy });
  return (
    <ChoiceShell ids={ids} label={label} hint={hint} error={error} disabled={rest.disabled}>
      <Box
        ref={ref}
        id={ids.controlId}
        {...ids.describedBy}
        {...rest}
        {...(onCheckedChange
          ? {
              onCheckedChange: (state: RadixCheckbox.CheckedState) =>
                onCheckedChange(state === true),
            }
          : {})}
      >
        <RadixCheckbox.Indicator>
          <Check viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M3 8.5l3.2 3.2L13 4.8"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </Check>
        </RadixCheckbox.Indicator>
      </Box>
    </ChoiceShell>
  );
});
Checkbox.displayName = 'Checkbox';
