import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError } from '../FieldError/FieldError.js';
import {
  controlCss,
  FieldHint,
  FieldLabel,
  FieldRoot,
  useFieldIds,
  type FieldProps,
} from '../internal/field.js';

export interface TextFieldProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Input type for text-like values. Defaults to text. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search' | 'number';
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
    <FieldRoot>
      <FieldLabel
        htmlFor={ids.controlId}
        id={ids.labelId}
        data-disabled={rest.disabled || undefined}
      >
        {label}
      </FieldLabel>
      {ids.hintId && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <Input ref={ref} id={ids.controlId} type={type} {...ids.describedBy} {...rest} />
      {ids.errorId && <FieldError id={ids.errorId}>{error}</FieldError>}
    </FieldRoot>
  );
});
TextField.displayName = 'TextField';
