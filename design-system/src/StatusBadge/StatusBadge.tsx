import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon/Icon.js';
import { vars } from '../theme.js';

/**
 * What a status means for the person reading it, one colour and one icon each: someone must act
 * (sockeye), work is under way (glacier), it is done (spruce), something went wrong (fireweed).
 */
export type StatusTone = 'action' | 'progress' | 'done' | 'problem';

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The status as people read it, e.g. 'Work done'. */
  children: ReactNode;
  tone: StatusTone;
}

const TONE_ICONS: Record<StatusTone, IconName> = {
  action: 'alert',
  progress: 'clock',
  done: 'check',
  problem: 'warning',
};

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-height: 1.75rem;
  padding: 0 ${vars.space[3]} 0 ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  line-height: 1.2;
  white-space: nowrap;

  &[data-tone='action'] {
    background: ${vars.color.accentSubtle};
    color: ${vars.color.accent};
  }
  &[data-tone='progress'] {
    background: ${vars.color.progressSubtle};
    color: ${vars.color.progress};
  }
  &[data-tone='done'] {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primary};
  }
  &[data-tone='problem'] {
    background: ${vars.color.dangerSubtle};
    color: ${vars.color.danger};
  }
`;

/** A status with the colour and icon of what it means. */
export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge(
  { children, tone, ...rest },
  ref,
) {
  return (
    <Root ref={ref} data-tone={tone} {...rest}>
      <Icon name={TONE_ICONS[tone]} />
      {children}
    </Root>
  );
});
StatusBadge.displayName = 'StatusBadge';
