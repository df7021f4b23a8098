import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../tokens/index.js';
import { vars } from '../theme.js';

export interface StickyActionBarProps extends HTMLAttributes<HTMLDivElement> {
  /** The page's main actions, usually buttons. */
  children: ReactNode;
  /** Names the group of actions, e.g. 'Job actions'. */
  'aria-label': string;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;

  /* On a phone the actions stay in reach of the thumb while the page scrolls under them. */
  ${media.below.md} {
    position: sticky;
    bottom: 0;
    z-index: ${vars.layer.dropdown};
    padding: ${vars.space[3]} ${vars.space[4]} calc(${vars.space[3]} + env(safe-area-inset-bottom));
    border-top: 1px solid ${vars.color.border};
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.lg};
  }
`;

/** A page's main actions: in the flow on wide screens, kept at the bottom edge on a phone. */
export const StickyActionBar = forwardRef<HTMLDivElement, StickyActionBarProps>(
  function StickyActionBar({ children, ...rest }, ref) {
    return (
      <Root ref={ref} role="group" data-sticky-actions="" {...rest}>
        {children}
      </Root>
    );
  },
);
StickyActionBar.displayName = 'StickyActionBar';
