import {
  Children,
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { media } from '../tokens/index.js';
import { chevronCss, chevronOpenCss } from '../internal/chevron.js';
import { vars } from '../theme.js';

export interface MenuProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Text of the button that opens the menu, e.g. 'Work With Us'. */
  label: ReactNode;
  /** The items, usually links; each child becomes one list item. */
  children: ReactNode;
  /** Controlled open state; leave undefined to let the menu manage it. */
  open?: boolean;
  /** Called whenever the menu wants to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Which edge of the button the list lines up with on wide screens. Defaults to start. */
  align?: 'start' | 'end';
}

const FOCUSABLE_ITEMS = 'a[href], button:not([disabled])';

function focusableItems(list: HTMLElement | null): HTMLElement[] {
  return Array.from(list?.querySelectorAll<HTMLElement>(FOCUSABLE_ITEMS) ?? []);
}

const Root = styled.div`
  position: relative;
  display: inline-block;

  ${media.below.md} {
    display: block;
  }
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.controlMd};
  padding: 0 ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: inherit;
  font-weight: ${vars.font.weight.medium};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${vars.color.primarySubtle};
  }

  ${media.below.md} {
    width: 100%;
    justify-content: space-between;
  }
`;

const Chevron = styled.span`
  display: inline-block;
  width: 0.5em;
  height: 0.5em;
  ${chevronCss}

  [aria-expanded='true'] > & {
    ${chevronOpenCss}
  }
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + ${vars.space[1]});
  left: 0;
  z-index: ${vars.layer.dropdown};
  min-width: 14rem;
  margin: 0;
  padding: ${vars.space[2]};
  list-style: none;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};

  &[data-align='end'] {
    left: auto;
    right: 0;
  }

  &[hidden] {
    display: none;
  }

  & a,
  & button {
    display: block;
    width: 100%;
    padding: ${vars.space[2]} ${vars.space[3]};
    border: 0;
    border-radius: ${vars.radius.md};
    background: transparent;
    color: ${vars.color.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }

  & a:hover,
  & a:focus-visible,
  & button:hover,
  & button:focus-visible {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryHover};
  }

  ${media.below.md} {
    position: static;
    min-width: 0;
    padding: 0 0 0 ${vars.space[3]};
    border: 0;
    box-shadow: none;
    background: transparent;
  }
`;

/**
 * A disclosure menu of navigation links: a button with aria-expanded that shows a list.
 * Keyboard: Enter/Space toggle; ArrowDown/ArrowUp on the button open it and focus the first/last item;
 * ArrowDown/ArrowUp/Home/End move between items; Escape closes and returns focus to the button.
 * It closes when an item is chosen, on a click outside and when focus leaves it.
 */
export const Menu = forwardRef<HTMLDivElement, MenuProps>(function Menu(
  { label, children, open: openProp, onOpenChange, align = 'start', onKeyDown, onBlur, ...rest },
  ref,
) {
  const listId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [openState, setOpenState] = useState(false);
  const [pendingFocus, setPendingFocus] = useState<'first' | 'last' | null>(null);
  const open = openProp ?? openState;

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOpenState(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  useEffect(() => {
    if (!open || pendingFocus === null) return;
    const all = focusableItems(listRef.current);
    (pendingFocus === 'first' ? all[0] : all[all.length - 1])?.focus();
    setPendingFocus(null);
  }, [open, pendingFocus]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, setOpen]);

  const openAndFocus = (which: 'first' | 'last') => {
    setOpen(true);
    setPendingFocus(which);
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const handleListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = focusableItems(listRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
  };

  const handleRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
    }
  };

  const handleRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    onBlur?.(event);
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) setOpen(false);
  };

  const handleListClick = (event: MouseEvent<HTMLUListElement>) => {
    if ((event.target as Element).closest(FOCUSABLE_ITEMS)) setOpen(false);
  };

  const setRootRef = (node: HTMLDivElement | null) => {
    rootRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <Root ref={setRootRef} onKeyDown={handleRootKeyDown} onBlur={handleRootBlur} {...rest}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        onKeyDown={handleTriggerKeyDown}
      >
        {label}
        <Chevron aria-hidden="true" />
      </Trigger>
      <List
        ref={listRef}
        id={listId}
        hidden={!open}
        data-align={align}
        onKeyDown={handleListKeyDown}
        onClick={handleListClick}
      >
        {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
      </List>
    </Root>
  );
});
Menu.displayName = 'Menu';
