import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import {
  controlCss,
  FieldShell,
  isRequired,
  useFieldIds,
  type FieldProps,
} from '../internal/field.js';

export interface TextAreaProps extends FieldProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Visible lines before it scrolls. Defaults to 4. */
  rows?: number;
}

const Area = styled.textarea`
  ${controlCss}
  display: block;
  resize: vertical;
`;

/**
 * A labelled multi-line input. The ref and the change/blur handlers go to the <textarea>, so
 * react-hook-form's `register('message')` can be spread onto it.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, id, rows = 4, 'aria-describedby': ownDescribedBy, ...rest },
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
      <Area ref={ref} id={ids.controlId} rows={rows} {...ids.describedBy} {...rest} />
    </FieldShell>
  );
});
TextArea.displayName = 'TextArea';
