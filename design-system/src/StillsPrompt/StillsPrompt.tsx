import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { vars } from '../theme.js';

export interface StillsPromptProps extends HTMLAttributes<HTMLDivElement> {
  /** Why video stopped, e.g. 'Video paused: the link is too thin. Send a still instead.' */
  message: ReactNode;
  /** The button that takes and sends a still. Defaults to 'Send a still'. */
  actionLabel?: string;
  /** Takes and sends a still; without it the prompt only says why video stopped. */
  onSendStill?: () => void;
  /** Leaves the prompt out of the way; without it there is no dismiss button. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-left: 4px solid ${vars.color.accent};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.accentSubtle};
  color: ${vars.color.text};
`;

const Message = styled.p`
  display: flex;
  flex: 1 1 14rem;
  gap: ${vars.space[2]};
  margin: 0;
  font-size: ${vars.font.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/**
 * Offered when a call's video stops for a thin link: says so and offers a still photo instead.
 * Announced politely, so it does not interrupt what is being said.
 */
export const StillsPrompt = forwardRef<HTMLDivElement, StillsPromptProps>(function StillsPrompt(
  {
    message,
    actionLabel = 'Send a still',
    onSendStill,
    onDismiss,
    dismissLabel = 'Not now',
    ...rest
  },
  ref,
) {
  return (
    <Root ref={ref} role="status" {...rest}>
      <Message>
        <Icon name="videoOff" />
        <span>{message}</span>
      </Message>
      <Actions>
        {onSendStill && (
          <Button size="sm" onClick={onSendStill}>
            <Icon name="camera" />
            {actionLabel}
          </Button>
        )}
        {onDismiss && (
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {dismissLabel}
          </Button>
        )}
      </Actions>
    </Root>
  );
});
StillsPrompt.displayName = 'StillsPrompt';
