import { forwardRef, useState, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';
import { relativeTime } from './relativeTime.js';

export interface RelativeTimeProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'onClick' | 'type'
> {
  /** The moment, as an ISO date-time. */
  dateTime: string;
  /** The exact moment in words, as the product shows times (e.g. in Alaska time). */
  exact: string;
  /** The time to count from; the clock's by default. */
  now?: Date;
}

const Root = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  text-decoration: underline dotted;
  text-underline-offset: 0.2em;
  cursor: help;

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;

/**
 * A moment as 'how long ago', with the exact moment on hover (its title) and on a press, which
 * swaps the words for the exact moment and back: a phone has no hover.
 */
export const RelativeTime = forwardRef<HTMLButtonElement, RelativeTimeProps>(function RelativeTime(
  { dateTime, exact, now, ...rest },
  ref,
) {
  const [showExact, setShowExact] = useState(false);
  const words = relativeTime(new Date(dateTime), now ?? new Date());
  return (
    <Root
      ref={ref}
      type="button"
      title={exact}
      aria-pressed={showExact}
      onClick={() => setShowExact((shown) => !shown)}
      {...rest}
    >
      <time dateTime={dateTime}>{showExact ? exact : words}</time>
    </Root>
  );
});
RelativeTime.displayName = 'RelativeTime';
