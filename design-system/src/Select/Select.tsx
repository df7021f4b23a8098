import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlCss, FieldShell, useFieldIds, type FieldProps } from '../internal/field.js';
import { vars } from '../theme.js';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'multiple'> {
  /** The choices; a plain string is both value and label. Alternatively pass <option> children. */
  options?: readonly (string | SelectOption)[];
  /**
   * Text of a first, empty-valued option shown while nothing is chosen, e.g. 'Select a state'.
   * With `required` the browser treats it as no answer.
   */
  placeholder?: string;
  children?: ReactNode;
}

const Wrapper = styled.div`
  position: relative;

  /* A chevron drawn in CSS; the native arrow is hidden so every browser looks the same. */
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    right: ${vars.space[4]};
    width: 0.5rem;
    height: 0.5rem;
    border-right: 2px solid ${vars.color.textMuted};
    border-bottom: 2px solid ${vars.color.textMuted};
    transform: translateY(-75%) rotate(45deg);
    pointer-events: none;
  }
`;

const NativeSelect = styled.select`
  ${controlCss}
  appearance: none;
  padding-right: ${vars.space[10]};
  cursor: pointer;
`;

function toOption(option: string | SelectOption): SelectOption {
  return typeof option === 'string' ? { value: option, label: option } : option;
}

/**
 * A labelled native <select>: the platform's own picker on phones, full keyboard support everywhere.
 * The ref and handlers go to the <select>, so react-hook-form's `register('state')` works.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hint,
    error,
    id,
    options,
    placeholder,
    children,
    'aria-describedby': ownDescribedBy,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy: ownDescribedBy });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} disabled={rest.disabled}>
      <Wrapper>
        <NativeSelect ref={ref} id={ids.controlId} {...ids.describedBy} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map(toOption).map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </NativeSelect>
      </Wrapper>
    </FieldShell>
  );
});
Select.displayName = 'Select';
