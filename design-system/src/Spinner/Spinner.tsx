import { forwardRef, type HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { media } from '../tokens/index.js';
import { vars } from '../theme.js';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'children'> {
  /** What is loading, announced to assistive technology. Defaults to 'Loading'. */
  label?: string;
  /** Diameter: sm 1rem (inline, in buttons), md 1.5rem, lg 2.5rem (page loading). Defaults to md. */
  size?: SpinnerSize;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The rotating ring alone, without a live region; used inside controls that announce their own state. */
export const SpinnerRing = styled.span`
  display: inline-block;
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  border: 0.2em solid currentColor;
  border-right-color: transparent;
  animation: ${spin} ${vars.motion.duration.spin} linear infinite;

  &[data-size='sm'] {
    width: 1em;
    height: 1em;
    border-width: 0.15em;
  }

  &[data-size='lg'] {
    width: 2.5rem;
    height: 2.5rem;
    border-width: 0.25rem;
  }

  ${media.reducedMotion} {
    /* Still signals activity, but slowly enough not to trouble motion-sensitive users. */
    animation-duration: 2.4s;
  }
`;

const Root = styled.span`
  display: inline-flex;
  color: ${vars.color.primary};
`;

/** A loading indicator that announces its label politely (role=status). */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label = 'Loading', size = 'md', ...rest },
  ref,
) {
  return (
    <Root ref={ref} role="status" aria-label={label} {...rest}>
      <SpinnerRing data-size={size} aria-hidden="true" />
    </Root>
  );
});
Spinner.displayName = 'Spinner';
