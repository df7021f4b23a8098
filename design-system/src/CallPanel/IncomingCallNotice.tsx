import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { vars } from '../theme.js';

export interface IncomingCallNoticeProps extends HTMLAttributes<HTMLDivElement> {
  /** Who calls, e.g. 'Ana Nanuk is calling'. */
  title: string;
  /** What about, e.g. the ticket. */
  detail?: string;
  onJoin: () => void;
  onDismiss: () => void;
  joinLabel?: string;
  dismissLabel?: string;
  /** The join is on its way. */
  pending?: boolean;
}

const Root = styled.div`
  position: fixed;
  right: ${vars.space[3]};
  bottom: ${vars.space[3]};
  left: ${vars.space[3]};
  z-index: ${vars.layer.toast};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  max-width: 28rem;
  margin-left: auto;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceInverse};
  color: ${vars.color.textInverse};
  box-shadow: ${vars.shadow.lg};
`;

const Text = styled.p`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  margin: 0;
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  color: ${vars.color.textInverseMuted};
  font-size: ${vars.font.size.sm};
`;

/**
 * An incoming call wherever the person is: who calls, and Join in one press. It stays until
 * joined or put aside, unlike a toast, because a ring must not slip away unseen.
 */
export const IncomingCallNotice = forwardRef<HTMLDivElement, IncomingCallNoticeProps>(
  function IncomingCallNotice(
    {
      title,
      detail,
      onJoin,
      onDismiss,
      joinLabel = 'Join',
      dismissLabel = 'Not now',
      pending = false,
      ...rest
    },
    ref,
  ) {
    return (
      <Root ref={ref} role="alert" {...rest}>
        <Text>
          <strong>
            <Icon name="phone" /> {title}
          </strong>
          {detail && <Detail>{detail}</Detail>}
        </Text>
        <Button onClick={onJoin} loading={pending}>
          {joinLabel}
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          {dismissLabel}
        </Button>
      </Root>
    );
  },
);
IncomingCallNotice.displayName = 'IncomingCallNotice';
