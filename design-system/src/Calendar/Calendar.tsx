import {
  forwardRef,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MutableRefObject,
} from 'react';
import ReactCalendar, { type NavigationLabelFunc } from 'react-calendar';
import styled from 'styled-components';
import { FieldShell, useFieldIds, type FieldProps } from '../internal/field.js';
import { visuallyHiddenCss } from '../internal/visuallyHidden.js';
import { vars } from '../theme.js';
import { applyTileTabStop, moveTileFocus, type CalendarView } from './rovingTiles.js';

export type { CalendarView };

export interface CalendarProps extends FieldProps {
  /** Controlled date (null for none); leave undefined and use defaultValue to let it manage itself. */
  value?: Date | null;
  defaultValue?: Date | null;
  /** Called with the chosen day (its start, local time). */
  onChange?: (date: Date) => void;
  /** Earliest day that can be chosen. Defaults to today, so past dates are blocked; null allows any. */
  minDate?: Date | null;
  /** Latest day that can be chosen. */
  maxDate?: Date;
  /** Controlled view; leave undefined to let the person drill up and down freely. */
  view?: CalendarView;
  /** The view shown first. Defaults to month. */
  defaultView?: CalendarView;
  /** Called when the person drills up (label button) or down (a month, year or decade tile). */
  onViewChange?: (view: CalendarView) => void;
  /** Locale for month and weekday names. Defaults to en-US. */
  locale?: string;
  id?: string;
  'aria-describedby'?: string;
}

interface ViewWords {
  previous: string;
  next: string;
  previousJump: string;
  nextJump: string;
  /** What the label button lets the person do next; empty where it cannot drill up. */
  drillUp: string;
}

const WORDS: Record<CalendarView, ViewWords> = {
  month: {
    previous: 'Previous month',
    next: 'Next month',
    previousJump: 'Previous year',
    nextJump: 'Next year',
    drillUp: 'choose a month',
  },
  year: {
    previous: 'Previous year',
    next: 'Next year',
    previousJump: 'Previous decade',
    nextJump: 'Next decade',
    drillUp: 'choose a year',
  },
  decade: {
    previous: 'Previous decade',
    next: 'Next decade',
    previousJump: 'Previous century',
    nextJump: 'Next century',
    drillUp: 'choose a decade',
  },
  century: {
    previous: 'Previous century',
    next: 'Next century',
    previousJump: 'Previous century',
    nextJump: 'Next century',
    drillUp: '',
  },
};

function startOfToday(): Date {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
}

const Hidden = styled.span`
  ${visuallyHiddenCss}
`;

/* react-calendar's own stylesheet is not imported: its class names are styled here, from tokens. */
const Frame = styled.div`
  width: 100%;
  max-width: 22rem;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  &[data-invalid='true'] {
    border-color: ${vars.color.danger};
  }

  & button {
    margin: 0;
    border: 0;
    font: inherit;
    color: inherit;
    background: none;
  }

  & button:enabled {
    cursor: pointer;
  }

  & .react-calendar__navigation {
    display: flex;
    align-items: center;
    gap: ${vars.space[1]};
    margin-bottom: ${vars.space[2]};
  }

  & .react-calendar__navigation button {
    min-width: ${vars.size.controlMd};
    min-height: ${vars.size.controlMd};
    border-radius: ${vars.radius.md};
    font-size: ${vars.font.size.lg};
    color: ${vars.color.primary};
  }

  & .react-calendar__navigation__label {
    font-family: ${vars.font.family.heading};
    font-weight: ${vars.font.weight.bold};
  }

  & .react-calendar__navigation button:enabled:hover {
    background: ${vars.color.primarySubtle};
  }

  & .react-calendar__navigation button:disabled {
    color: ${vars.color.textMuted};
    opacity: 0.6;
  }

  & .react-calendar__navigation__label:disabled {
    opacity: 1;
    color: ${vars.color.primary};
  }

  & .react-calendar__month-view__weekdays {
    margin-bottom: ${vars.space[1]};
    text-align: center;
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.semibold};
    text-transform: uppercase;
    color: ${vars.color.textMuted};
  }

  & .react-calendar__month-view__weekdays abbr {
    text-decoration: none;
  }

  & .react-calendar__tile {
    min-height: ${vars.size.controlMd};
    padding: ${vars.space[2]} 0;
    border-radius: ${vars.radius.md};
    text-align: center;
    font-size: ${vars.font.size.sm};
  }

  & .react-calendar__year-view .react-calendar__tile,
  & .react-calendar__decade-view .react-calendar__tile,
  & .react-calendar__century-view .react-calendar__tile {
    padding: ${vars.space[4]} ${vars.space[1]};
  }

  & .react-calendar__tile abbr {
    text-decoration: none;
  }

  & .react-calendar__tile:enabled:hover {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryHover};
  }

  & .react-calendar__tile:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: -1px;
  }

  & .react-calendar__month-view__days__day--neighboringMonth,
  & .react-calendar__decade-view__years__year--neighboringDecade,
  & .react-calendar__century-view__decades__decade--neighboringCentury {
    color: ${vars.color.textMuted};
  }

  & .react-calendar__tile:disabled {
    color: ${vars.color.textMuted};
    text-decoration: line-through;
    opacity: 0.55;
    cursor: not-allowed;
  }

  & .react-calendar__tile--now {
    box-shadow: inset 0 0 0 2px ${vars.color.accent};
    font-weight: ${vars.font.weight.semibold};
  }

  & .react-calendar__tile--hasActive {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primary};
  }

  & .react-calendar__tile--active,
  & .react-calendar__tile--active:enabled:hover {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: ${vars.font.weight.semibold};
  }
`;

function assignRef<T>(
  ref: ((node: T | null) => void) | MutableRefObject<T | null> | null,
  node: T | null,
) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * A date picker for one day (react-calendar): month view by default; the label button drills up to
 * year, decade and century views and the tiles drill back down. Days before today are disabled.
 * Keyboard: Tab reaches the navigation buttons and one day; arrow keys, Home and End move between
 * days (or months, years, decades); Enter or Space chooses. With react-hook-form use a Controller.
 */
export const Calendar = forwardRef<HTMLDivElement, CalendarProps>(function Calendar(
  {
    label,
    hint,
    error,
    value,
    defaultValue = null,
    onChange,
    minDate,
    maxDate,
    view: viewProp,
    defaultView = 'month',
    onViewChange,
    locale = 'en-US',
    id,
    'aria-describedby': ownDescribedBy,
  },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy: ownDescribedBy });
  const frameRef = useRef<HTMLDivElement | null>(null);
  const [ownView, setOwnView] = useState<CalendarView>(defaultView);
  const [ownValue, setOwnValue] = useState<Date | null>(defaultValue);
  const view = viewProp ?? ownView;
  const selected = value === undefined ? ownValue : value;
  const earliest = useMemo(() => (minDate === undefined ? startOfToday() : minDate), [minDate]);
  const words = WORDS[view];

  // react-calendar replaces its tiles on every navigation it handles itself, so the tab stop is
  // re-applied whenever the tiles change, not only when this component renders.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    applyTileTabStop(frame);
    const observer = new MutationObserver(() => applyTileTabStop(frame));
    observer.observe(frame, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const navigationLabel: NavigationLabelFunc = ({ label: periodLabel }) => (
    <>
      {periodLabel}
      {words.drillUp && <Hidden>, {words.drillUp}</Hidden>}
    </>
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const frame = frameRef.current;
    if (frame && moveTileFocus(frame, event.target as Element, event.key, view)) {
      event.preventDefault();
    }
  };

  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} labelKind="group">
      <Frame
        ref={(node) => {
          frameRef.current = node;
          assignRef(ref, node);
        }}
        id={ids.controlId}
        role="group"
        aria-labelledby={ids.labelId}
        aria-describedby={ids.describedBy['aria-describedby']}
        data-invalid={error ? 'true' : undefined}
        onKeyDown={handleKeyDown}
      >
        <ReactCalendar
          locale={locale}
          value={selected}
          onChange={(next) => {
            if (!(next instanceof Date)) return;
            if (value === undefined) setOwnValue(next);
            onChange?.(next);
          }}
          view={view}
          minDetail="century"
          maxDetail="month"
          onViewChange={({ view: next }) => {
            if (viewProp === undefined) setOwnView(next);
            onViewChange?.(next);
          }}
          {...(selected ? { defaultActiveStartDate: selected } : {})}
          {...(earliest ? { minDate: earliest } : {})}
          {...(maxDate ? { maxDate } : {})}
          navigationLabel={navigationLabel}
          navigationAriaLive="polite"
          prevLabel="‹"
          nextLabel="›"
          prev2Label="«"
          next2Label="»"
          prevAriaLabel={words.previous}
          nextAriaLabel={words.next}
          prev2AriaLabel={words.previousJump}
          next2AriaLabel={words.nextJump}
        />
      </Frame>
    </FieldShell>
  );
});
Calendar.displayName = 'Calendar';
