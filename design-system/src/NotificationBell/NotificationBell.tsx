import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { visuallyHiddenCss } from '../internal/visuallyHidden.js';
import { media } from '../tokens/index.js';
import { vars } from '../theme.js';

/** One notice of the inbox. */
export interface NotificationBellItem {
  id: string;
  /** What happened, e.g. 'Request 20300615-0001 accepted'. */
  title: string;
  /** Who did it, e.g. 'Tanya, your technician'. */
  actor: string;
  /** When, as the person reads it, e.g. 'Jun 15, 10:04 AM'. */
  time: string;
  /** The same moment as an ISO timestamp, for the <time> element. */
  dateTime: string;
  /** The page it concerns. */
  href: string;
  unread: boolean;
}

export interface NotificationBellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Unread notices in all, listed or not; shown on the bell. */
  unread: number;
  /** The newest notices, newest first. */
  items: readonly NotificationBellItem[];
  /** Called when a notice is chosen, before its link is followed (e.g. to mark it read). */
  onItemSelect?: (item: NotificationBellItem) => void;
  /** Shows 'Mark all read' while anything is unread. */
  onMarkAllRead?: () => void;
  /**
   * Renders a notice's link, typically a router link: `(item, content) => <Link to={item.href}>…`.
   * Defaults to a plain <a href>.
   */
  renderLink?: (item: NotificationBellItem, content: ReactNode) => ReactNode;
  /** Shown under the list, e.g. a link to the notification settings. */
  footer?: ReactNode;
  /** Shown while the inbox loads instead of the empty message. */
  loading?: boolean;
  /** Controlled open state; leave undefined to let the bell manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The panel's heading and the bell's name. Defaults to 'Notifications'. */
  label?: string;
  /** Shown when there is no notice. Defaults to 'No notifications yet.' */
  emptyText?: string;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.controlMd};
  height: ${vars.size.controlMd};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.primary};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${vars.color.primarySubtle};
  }
`;

const Count = styled.span`
  position: absolute;
  top: 0.125rem;
  right: 0.125rem;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.3rem;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.danger};
  color: ${vars.color.onDanger};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: 1.25rem;
  text-align: center;
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${vars.space[1]});
  right: 0;
  z-index: ${vars.layer.dropdown};
  display: flex;
  flex-direction: column;
  width: 24rem;
  max-height: min(32rem, 75vh);
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};

  &[hidden] {
    display: none;
  }

  /* On a phone the panel spans the screen under the top bar rather than hanging off the bell. */
  ${media.below.md} {
    position: fixed;
    top: ${vars.size.topBarHeight};
    left: 0;
    right: 0;
    width: auto;
    max-height: calc(100vh - ${vars.size.topBarHeight});
    border-radius: 0;
    border-inline: 0;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
`;

const TextButton = styled.button`
  min-height: ${vars.size.controlSm};
  padding: 0 ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.link};
  font: inherit;
  font-weight: ${vars.font.weight.medium};
  cursor: pointer;

  &:hover {
    background: ${vars.color.primarySubtle};
  }
`;

const List = styled.ul`
  flex: 1;
  min-height: 0;
  margin: 0;
  padding: ${vars.space[1]} 0;
  list-style: none;
  overflow-y: auto;
`;

const Item = styled.li`
  & > a {
    display: grid;
    grid-template-columns: 0.625rem 1fr;
    gap: ${vars.space[1]} ${vars.space[3]};
    padding: ${vars.space[3]} ${vars.space[4]};
    color: ${vars.color.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  & > a:hover {
    background: ${vars.color.primarySubtle};
  }
`;

const Dot = styled.span`
  grid-row: 1 / span 2;
  width: 0.625rem;
  height: 0.625rem;
  margin-top: 0.4rem;
  border-radius: 50%;

  &[data-unread='true'] {
    background: ${vars.color.accent};
  }
`;

const Title = styled.span`
  &[data-unread='true'] {
    font-weight: ${vars.font.weight.bold};
  }
`;

const Meta = styled.span`
  grid-column: 2;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${vars.space[6]} ${vars.space[4]};
  color: ${vars.color.textMuted};
  text-align: center;
`;

const VisuallyHiddenText = styled.span`
  ${visuallyHiddenCss}
`;

const Footer = styled.div`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
      />
    </svg>
  );
}

/**
 * The bell of the top bar: the unread count on it, and on press a panel of the person's newest
 * notices (who, what, when, a link), unread ones marked, with 'Mark all read' and a footer.
 * Escape, a press outside or choosing a notice closes it; focus returns to the bell on Escape.
 */
export const NotificationBell = forwardRef<HTMLDivElement, NotificationBellProps>(
  function NotificationBell(
    {
      unread,
      items,
      onItemSelect,
      onMarkAllRead,
      renderLink,
      footer,
      loading = false,
      open: controlledOpen,
      onOpenChange,
      label = 'Notifications',
      emptyText = 'No notifications yet.',
      onKeyDown,
      ...rest
    },
    ref,
  ) {
    const panelId = useId();
    const headingId = useId();
    const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
    const open = controlledOpen ?? uncontrolledOpen;
    const rootRef = useRef<HTMLDivElement | null>(null);
    const triggerRef = useRef<HTMLButtonElement>(null);

    const setOpen = useCallback(
      (next: boolean) => {
        if (controlledOpen === undefined) setUncontrolledOpen(next);
        onOpenChange?.(next);
      },
      [controlledOpen, onOpenChange],
    );

    useEffect(() => {
      if (!open) return undefined;
      const closeOnOutsidePress = (event: PointerEvent) => {
        if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
      };
      document.addEventListener('pointerdown', closeOnOutsidePress);
      return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
    }, [open, setOpen]);

    const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      onKeyDown?.(event);
      if (event.key === 'Escape' && open) {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };

    const bellName = unread > 0 ? `${label}, ${unread} unread` : label;
    const shownCount = unread > 99 ? '99+' : String(unread);

    return (
      <Root
        ref={(node) => {
          rootRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        onKeyDown={handleKeyDown}
        {...rest}
      >
        <Trigger
          ref={triggerRef}
          type="button"
          aria-label={bellName}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <BellIcon />
          {unread > 0 && <Count aria-hidden="true">{shownCount}</Count>}
        </Trigger>
        <Panel id={panelId} role="region" aria-labelledby={headingId} hidden={!open}>
          <Header>
            <Heading id={headingId}>{label}</Heading>
            {onMarkAllRead && unread > 0 && (
              <TextButton type="button" onClick={onMarkAllRead}>
                Mark all read
              </TextButton>
            )}
          </Header>
          {items.length === 0 ? (
            <Empty role="status">{loading ? 'Loading…' : emptyText}</Empty>
          ) : (
            <List>
              {items.map((item) => {
                const content = (
                  <>
                    <Dot data-unread={item.unread} aria-hidden="true" />
                    <Title data-unread={item.unread}>
                      {item.unread && <VisuallyHiddenText>Unread: </VisuallyHiddenText>}
                      {item.title}
                    </Title>
                    <Meta>
                      {item.actor} · <time dateTime={item.dateTime}>{item.time}</time>
                    </Meta>
                  </>
                );
                return (
                  <Item
                    key={item.id}
                    onClick={(event) => {
                      if (!(event.target as Element).closest('a[href]')) return;
                      onItemSelect?.(item);
                      setOpen(false);
                    }}
                  >
                    {renderLink ? renderLink(item, content) : <a href={item.href}>{content}</a>}
                  </Item>
                );
              })}
            </List>
          )}
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </Root>
    );
  },
);
NotificationBell.displayName = 'NotificationBell';
