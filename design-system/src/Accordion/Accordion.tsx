import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { media } from '../tokens/index.js';
import { chevronCss, chevronOpenCss } from '../internal/chevron.js';
import { vars } from '../theme.js';

type RootAttributes = Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'>;

interface SingleProps extends RootAttributes {
  /** single (default): one section open at a time, and it can be closed again. */
  type?: 'single';
  /** The open section ('' for none), when the caller keeps it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

interface MultipleProps extends RootAttributes {
  type: 'multiple';
  /** The open sections, when the caller keeps them. */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

/**
 * `type="single"` (default) keeps one section open at a time (value: string); `type="multiple"`
 * lets several stay open (value: string[]).
 */
export type AccordionProps = SingleProps | MultipleProps;

export interface AccordionItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Names the section for the accordion's value. */
  value: string;
  /** The section's heading, which is also its toggle button, e.g. 'Personal Information We Collect'. */
  title: ReactNode;
  /** Level of the heading around the toggle, to fit the page outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /** The toggle cannot be used; the section keeps its state. */
  disabled?: boolean;
  children: ReactNode;
}

interface Sections {
  isOpen(value: string): boolean;
  toggle(value: string): void;
}

const SectionsContext = createContext<Sections | null>(null);

const TRIGGER_ATTRIBUTE = 'data-accordion-trigger';

const Root = styled.div`
  border-top: 1px solid ${vars.color.border};
`;

const Item = styled.div`
  border-bottom: 1px solid ${vars.color.border};
`;

const Heading = styled.h3`
  margin: 0;
  font-family: ${vars.font.family.body};
  font-size: ${vars.font.size.lg};
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  width: 100%;
  min-height: ${vars.size.controlLg};
  padding: ${vars.space[4]} ${vars.space[2]};
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-weight: ${vars.font.weight.semibold};
  text-align: left;
  cursor: pointer;

  &:hover {
    color: ${vars.color.primaryHover};
    background: ${vars.color.primarySubtle};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Chevron = styled.span`
  flex: none;
  width: 0.6rem;
  height: 0.6rem;
  ${chevronCss}

  [aria-expanded='true'] > & {
    ${chevronOpenCss}
  }

  ${media.reducedMotion} {
    transition: none;
  }
`;

const Content = styled.div`
  padding: 0 ${vars.space[2]} ${vars.space[5]};
  color: ${vars.color.textMuted};
  line-height: ${vars.font.lineHeight.relaxed};
`;

/** The open sections as a list, whichever type the accordion is. */
function openList(value: string | string[] | undefined): string[] {
  if (value === undefined || value === '') return [];
  return typeof value === 'string' ? [value] : value;
}

/** Arrow keys move between the toggles (wrapping round), Home and End go to the first and last. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const current = event.target;
  if (!(current instanceof HTMLElement) || !current.hasAttribute(TRIGGER_ATTRIBUTE)) return;
  const triggers = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>(
      `[${TRIGGER_ATTRIBUTE}]:not(:disabled)`,
    ),
  );
  const at = triggers.indexOf(current as HTMLButtonElement);
  const last = triggers.length - 1;
  const next = {
    ArrowDown: at === last ? 0 : at + 1,
    ArrowUp: at <= 0 ? last : at - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined || at === -1) return;
  event.preventDefault();
  triggers[next]?.focus();
}

/**
 * Collapsible sections, e.g. the privacy policy and terms of use. Each AccordionItem is a heading
 * holding a toggle button (aria-expanded, aria-controls) and, while open, a region named by it; arrow
 * keys, Home and End move between the toggles. A closed section renders no content at all, so a long
 * document hydrates only its headings.
 */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  { type = 'single', value, defaultValue, onValueChange, onKeyDown, ...rest },
  ref,
) {
  const [kept, setKept] = useState(() => openList(defaultValue));
  const open = value === undefined ? kept : openList(value);

  const toggle = useCallback(
    (section: string) => {
      const isOpen = open.includes(section);
      const next =
        type === 'multiple'
          ? isOpen
            ? open.filter((other) => other !== section)
            : [...open, section]
          : isOpen
            ? []
            : [section];
      setKept(next);
      // The caller gets the value in its type's shape: a list, or one section ('' when closed).
      (onValueChange as ((changed: string | string[]) => void) | undefined)?.(
        type === 'multiple' ? next : (next[0] ?? ''),
      );
    },
    [open, type, onValueChange],
  );

  const sections = useMemo<Sections>(
    () => ({ isOpen: (section) => open.includes(section), toggle }),
    [open, toggle],
  );

  return (
    <SectionsContext.Provider value={sections}>
      <Root
        ref={ref}
        {...rest}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) moveFocus(event);
        }}
      />
    </SectionsContext.Provider>
  );
});
Accordion.displayName = 'Accordion';

/** One section: its title is the toggle, its children the content shown when open. */
export const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(
  { value, title, headingLevel = 3, disabled = false, children, ...rest },
  ref,
) {
  const sections = useContext(SectionsContext);
  if (!sections) throw new Error('AccordionItem must be placed inside an Accordion');
  const id = useId();
  const triggerId = `${id}-toggle`;
  const contentId = `${id}-content`;
  const open = sections.isOpen(value);
  const state = open ? 'open' : 'closed';

  return (
    <Item ref={ref} data-state={state} {...rest}>
      <Heading as={`h${headingLevel}`}>
        <Trigger
          type="button"
          id={triggerId}
          aria-expanded={open}
          aria-controls={open ? contentId : undefined}
          disabled={disabled}
          data-state={state}
          data-accordion-trigger=""
          onClick={() => sections.toggle(value)}
        >
          {title}
          <Chevron aria-hidden="true" />
        </Trigger>
      </Heading>
      {open && (
        <Content id={contentId} role="region" aria-labelledby={triggerId}>
          {children}
        </Content>
      )}
    </Item>
  );
});
AccordionItem.displayName = 'AccordionItem';
