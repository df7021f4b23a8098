import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
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

  /*
   * On a phone the actions stay at the bottom edge, in reach of the thumb, wherever the page is
   * scrolled; fixed rather than sticky, so the bar may sit in the card it belongs to.
   */
  ${media.below.md} {
    position: fixed;
    inset: auto 0 0 0;
    z-index: ${vars.layer.dropdown};
    padding: ${vars.space[3]} ${vars.space[4]} calc(${vars.space[3]} + env(safe-area-inset-bottom));
    border-top: 1px solid ${vars.color.border};
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.lg};
  }
`;

/** While a bar is shown on a phone, the end of the page can still scroll out from under it. */
const RoomForTheBar = createGlobalStyle`
  ${media.below.md} {
    body {
      padding-bottom: 6rem;
    }
  }
`;

/**
 * A page's main actions: in the flow on wide screens, kept at the bottom edge on a phone. Show one
 * at a time.
 */
export const StickyActionBar = forwardRef<HTMLDivElement, StickyActionBarProps>(
  function StickyActionBar({ children, ...rest }, ref) {
    return (
      <>
        <RoomForTheBar />
        <Root ref={ref} role="group" data-sticky-actions="" {...rest}>
          {children}
        </Root>
      </>
    );
  },
);
StickyActionBar.displayName = 'StickyActionBar';
