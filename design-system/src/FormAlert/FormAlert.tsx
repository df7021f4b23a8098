import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';

export type FormAlertVariant = 'error' | 'success';

export interface FormAlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Short headline, e.g. 'Please fill in all the required company fields.' */
  title: ReactNode;
  /** More detail under the title. */
  children?: ReactNode;
  /**
   * error: the form could not be sent, announced at once (role=alert); success: a confirmation,
   * announced politely (role=status). Defaults to error.
   */
  variant?: FormAlertVariant;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.danger};
  border-left-width: 4px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSubtle};
  color: ${vars.color.text};

  &[data-variant='success'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primarySubtle};
  }
`;

const Title = styled.p`
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.danger};

  [data-variant='success'] > & {
    color: ${vars.color.primary};
  }
`;

const Body = styled.div`
  font-size: ${vars.font.size.sm};
`;

/** A message about the whole form, shown above or below it: why it was not sent, or that it was. */
export const FormAlert = forwardRef<HTMLDivElement, FormAlertProps>(function FormAlert(
  { title, children, variant = 'error', ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      role={variant === 'error' ? 'alert' : 'status'}
      data-variant={variant}
      {...rest}
    >
      <Title>{title}</Title>
      {children !== undefined && <Body>{children}</Body>}
    </Root>
  );
});
FormAlert.displayName = 'FormAlert';
