import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import {
  controlCss,
  FieldShell,
  isRequired,
  useFieldIds,
  type FieldProps,
} from '../internal/field.js';

export interface TextFieldProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /**
   * Input type for text-like values, or date and time for a day (YYYY-MM-DD) or a time of day
   * (HH:MM) with the platform's own picker. Defaults to text.
   */
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search' | 'number' | 'date' | 'time';
}

const Input = styled.input`
  ${controlCss}
`;

/**
 * A labelled single-line input. The ref and the change/blur handlers go to the <input>, so
 * react-hook-form's `register('email')` can be spread onto it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, type = 'text', 'aria-describedby': ownDescribedBy, ...rest },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy: ownDescribedBy });
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      disabled={rest.disabled}
      required={isRequired(rest)}
    >
      <Input ref={ref} id={ids.controlId} type={type} {...ids.describedBy} {...rest} />
    </FieldShell>
  );
});
TextField.displayName = 'TextField';
