import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';

export interface FieldErrorProps extends HTMLAttributes<HTMLParagraphElement> {
  /**
   * Required: the field names this id in its aria-describedby, which is how the message is announced
   * with the field. The form fields of this library do that wiring themselves.
   */
  id: string;
  /** The message, e.g. 'Message must be at least 10 characters'. Nothing renders without one. */
  children?: string | undefined;
}

const Root = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[1]};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.danger};
`;

/* A circled exclamation mark, so the error is not told by colour alone. */
const Icon = styled.svg`
  flex: none;
  width: 1em;
  height: 1em;
  margin-top: 0.15em;
`;

/** The validation message of one field, shown under it. */
export const FieldError = forwardRef<HTMLParagraphElement, FieldErrorProps>(function FieldError(
  { children, ...rest },
  ref,
) {
  if (!children) return null;
  return (
    <Root ref={ref} {...rest}>
      <Icon viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <rect x="7.25" y="3.75" width="1.5" height="5.5" rx="0.75" fill="currentColor" />
        <circle cx="8" cy="11.6" r="0.95" fill="currentColor" />
      </Icon>
      <span>{children}</span>
    </Root>
  );
});
FieldError.displayName = 'FieldError';
