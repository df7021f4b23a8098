import {
  forwardRef,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { media } from '../tokens/index.js';
import { vars } from '../theme.js';

export interface TopBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The brand link at the start of the bar, e.g. `<Link to="/">Remote Hands Alaska</Link>`. */
  brand: ReactNode;
  /**
   * Navigation links and menus, as direct children (a fragment). Shown inline on wide screens and inside
   * the toggle menu on small screens; links marked aria-current="page" are highlighted.
   */
  navigation?: ReactNode;
  /** Account actions placed after the navigation: sign in, dashboard, logout, avatar. */
  actions?: ReactNode;
  /**
   * What stays in the bar on every screen, never behind the small-screen toggle: the notification
   * bell. Placed last on wide screens and just before the toggle on small ones.
   */
  status?: ReactNode;
  /** Accessible name of the navigation landmark. Defaults to 'Main'. */
  navigationLabel?: string;
  /** Accessible name of the small-screen toggle button. Defaults to 'Menu'. */
  menuButtonLabel?: string;
}

const Header = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${vars.layer.topBar};
  height: ${vars.size.topBarHeight};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.sm};

  /* The aurora line along the bottom edge. */
  &::after {
    content: '';
    position: absolute;
    inset: auto 0 0 0;
    height: 3px;
    background: ${vars.gradient.aurora};
  }
`;

const Spacer = styled.div`
  height: ${vars.size.topBarHeight};
`;

const Inner = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  height: 100%;
  max-width: ${vars.size.containerDefault};
  margin-inline: auto;
  padding-inline: ${vars.space[4]};

  ${media.below.md} {
    justify-content: space-between;
  }
`;

const Brand = styled.div`
  flex: none;

  & a {
    font-family: ${vars.font.family.heading};
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.bold};
    color: ${vars.color.primary};
    text-decoration: none;
  }
`;

const Status = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  order: 1;
  /* Beside the account actions, not a whole gap away from them: the bar is full on a laptop. */
  margin-inline-start: calc(${vars.space[4]} * -1 + ${vars.space[2]});

  ${media.below.md} {
    order: 0;
    margin-inline-start: auto;
    margin-inline-end: calc(${vars.space[4]} * -1 + ${vars.space[2]});
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.controlMd};
  height: ${vars.size.controlMd};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.primary};
  cursor: pointer;

  ${media.atLeast.md} {
    display: none;
  }
`;

const Bars = styled.span`
  position: relative;
  width: 1.125rem;
  height: 2px;
  background: currentColor;

  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    background: currentColor;
    transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &::before {
    top: -6px;
  }
  &::after {
    top: 6px;
  }

  [aria-expanded='true'] > & {
    background: transparent;
  }
  [aria-expanded='true'] > &::before {
    transform: translateY(6px) rotate(45deg);
  }
  [aria-expanded='true'] > &::after {
    transform: translateY(-6px) rotate(-45deg);
  }
`;

const Panel = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};

  ${media.below.md} {
    position: absolute;
    top: ${vars.size.topBarHeight};
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    max-height: calc(100vh - ${vars.size.topBarHeight});
    overflow-y: auto;
    padding: ${vars.space[4]};
    background: ${vars.color.surface};
    border-top: 1px solid ${vars.color.border};
    box-shadow: ${vars.shadow.lg};

    &:not([data-open='true']) {
      display: none;
    }
  }
`;

/* A link keeps its words on one line: a signed-in bar is full on a laptop, and a label broken in
   two reads as two links. The padding is kept small so the whole bar fits a 1280 px screen. */
const linkCss = `
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: ${vars.size.controlMd};
  padding: 0 ${vars.space[2]};
  white-space: nowrap;
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.medium};
  text-decoration: none;

  &:hover {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryHover};
  }

  &[aria-current='page'] {
    color: ${vars.color.primary};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.4em;
  }
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  white-space: nowrap;

  & > a {
    ${linkCss}
  }

  ${media.below.md} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  white-space: nowrap;

  & > a {
    ${linkCss}
  }

  ${media.below.md} {
    flex-direction: column;
    align-items: stretch;
    padding-top: ${vars.space[4]};
    border-top: 1px solid ${vars.color.border};
  }
`;

/**
 * The fixed bar at the top of every page: brand, navigation and account actions. On small screens the
 * navigation and actions collapse behind a toggle button (aria-expanded) and open as a panel; choosing
 * a link or pressing Escape closes it. Renders a spacer after itself so page content starts below it.
 */
export const TopBar = forwardRef<HTMLElement, TopBarProps>(function TopBar(
  {
    brand,
    navigation,
    actions,
    status,
    navigationLabel = 'Main',
    menuButtonLabel = 'Menu',
    onKeyDown,
    ...rest
  },
  ref,
) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  const closeWhenLinkChosen = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a[href]')) setOpen(false);
  };

  return (
    <>
      <Header ref={ref} onKeyDown={handleKeyDown} {...rest}>
        <Inner>
          <Brand>{brand}</Brand>
          {status !== undefined && <Status>{status}</Status>}
          <Toggle
            ref={toggleRef}
            type="button"
            aria-label={menuButtonLabel}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            <Bars aria-hidden="true" />
          </Toggle>
          <Panel id={panelId} data-open={open ? 'true' : undefined} onClick={closeWhenLinkChosen}>
            {navigation !== undefined && <Nav aria-label={navigationLabel}>{navigation}</Nav>}
            {actions !== undefined && <Actions>{actions}</Actions>}
          </Panel>
        </Inner>
      </Header>
      <Spacer aria-hidden="true" />
    </>
  );
});
TopBar.displayName = 'TopBar';
