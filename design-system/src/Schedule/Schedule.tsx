import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.js';
import { visuallyHiddenCss } from '../internal/visuallyHidden.js';
import { vars } from '../theme.js';
import { media } from '../tokens/index.js';
import { addDays, covers, formatDay, localToday, weekDays, type IsoDay } from './days.js';

/** What an entry is: each kind has its own colour and its own word, so colour is never the only cue. */
export type ScheduleEntryKind = 'visit' | 'hold' | 'unavailable' | 'pending';

export interface ScheduleEntry {
  id: string;
  kind: ScheduleEntryKind;
  /** The first day, ISO (`2026-12-03`). */
  start: IsoDay;
  /** The last day, included; the first day when left out. */
  end?: IsoDay;
  title: ReactNode;
  /** A line under the title: a time, a place, a reason. */
  detail?: ReactNode;
}

export type ScheduleView = 'week' | 'agenda';

export interface ScheduleProps {
  entries: readonly ScheduleEntry[];
  /** Names the schedule for assistive technology, e.g. 'Upcoming visits'. */
  label: string;
  /** The view shown first. Defaults to week. */
  defaultView?: ScheduleView;
  /** Today, ISO; the device's own by default. */
  today?: IsoDay;
  /** How many days from today the agenda lists. Defaults to 60. */
  agendaDays?: number;
  /** The word shown for each kind. */
  kindLabels?: Partial<Record<ScheduleEntryKind, string>>;
  locale?: string;
}

const DEFAULT_KIND_LABELS: Record<ScheduleEntryKind, string> = {
  visit: 'Visit',
  hold: 'On hold',
  unavailable: 'Unavailable',
  pending: 'Awaiting technician',
};

const KIND_COLOURS: Record<ScheduleEntryKind, { edge: string; fill: string }> = {
  visit: { edge: vars.color.primary, fill: vars.color.primarySubtle },
  hold: { edge: vars.color.accent, fill: vars.color.accentSubtle },
  unavailable: { edge: vars.color.borderStrong, fill: vars.color.surfaceMuted },
  pending: { edge: vars.color.link, fill: vars.color.surface },
};

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const Range = styled.h3`
  font-size: ${vars.font.size.lg};
`;

const Week = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  overflow: hidden;

  ${media.below.md} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Day = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-height: 8rem;
  padding: ${vars.space[2]};
  background: ${vars.color.surface};
  border-inline-start: 1px solid ${vars.color.border};

  &:first-child {
    border-inline-start: 0;
  }

  &[data-today='true'] {
    background: ${vars.color.primarySubtle};
  }

  ${media.below.md} {
    min-height: 0;
    border-inline-start: 0;
    border-top: 1px solid ${vars.color.border};

    &:first-child {
      border-top: 0;
    }
  }
`;

const DayHeading = styled.h4`
  font-family: ${vars.font.family.body};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.textMuted};
`;

const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const Entry = styled.li<{ $kind: ScheduleEntryKind }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[2]};
  border-inline-start: 4px solid ${({ $kind }) => KIND_COLOURS[$kind].edge};
  border-radius: ${vars.radius.sm};
  background: ${({ $kind }) => KIND_COLOURS[$kind].fill};
  font-size: ${vars.font.size.sm};
  min-width: 0;
`;

const Kind = styled.span`
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${vars.color.textMuted};
`;

const Title = styled.span`
  font-weight: ${vars.font.weight.semibold};
`;

const Detail = styled.span`
  color: ${vars.color.textMuted};
`;

const Empty = styled.p`
  color: ${vars.color.textMuted};
`;

const Hidden = styled.span`
  ${visuallyHiddenCss}
`;

const Agenda = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const AgendaDay = styled.li`
  display: grid;
  grid-template-columns: 9rem minmax(0, 1fr);
  gap: ${vars.space[3]};

  ${media.below.sm} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space[2]};
  }
`;

function entryEnd(entry: ScheduleEntry): IsoDay {
  return entry.end && entry.end > entry.start ? entry.end : entry.start;
}

function EntryItem({
  entry,
  kindLabel,
  span,
}: {
  entry: ScheduleEntry;
  kindLabel: string;
  span?: string;
}) {
  return (
    <Entry $kind={entry.kind} data-kind={entry.kind}>
      <Kind>{kindLabel}</Kind>
      <Title>{entry.title}</Title>
      {span && <Detail>{span}</Detail>}
      {entry.detail && <Detail>{entry.detail}</Detail>}
    </Entry>
  );
}

/**
 * A week or an agenda of dated entries: visits, holds, unavailable periods and requests still waiting
 * for a technician. The week lays its seven days side by side on wide screens and one under another on
 * small ones; the agenda lists the days ahead that hold anything.
 */
export function Schedule({
  entries,
  label,
  defaultView = 'week',
  today: givenToday,
  agendaDays = 60,
  kindLabels,
  locale = 'en-US',
}: ScheduleProps) {
  const today = givenToday ?? localToday();
  const [view, setView] = useState<ScheduleView>(defaultView);
  const [anchor, setAnchor] = useState<IsoDay>(today);
  const words = { ...DEFAULT_KIND_LABELS, ...kindLabels };
  const sorted = useMemo(
    () => [...entries].sort((a, b) => a.start.localeCompare(b.start)),
    [entries],
  );
  const days = weekDays(anchor);
  const first = days[0] ?? anchor;
  const last = days[6] ?? anchor;
  const shortDay = (day: IsoDay) => formatDay(day, locale, { month: 'short', day: 'numeric' });
  const longDay = (day: IsoDay) =>
    formatDay(day, locale, { weekday: 'long', month: 'long', day: 'numeric' });
  const spanOf = (entry: ScheduleEntry) => {
    const end = entryEnd(entry);
    return end === entry.start ? undefined : `${shortDay(entry.start)} – ${shortDay(end)}`;
  };

  const agendaEnd = addDays(today, agendaDays - 1);
  const agenda = useMemo(() => {
    const byDay = new Map<IsoDay, ScheduleEntry[]>();
    for (const entry of sorted) {
      const end = entryEnd(entry);
      if (end < today || entry.start > agendaEnd) continue;
      // A period under way is listed once, on today, rather than on a day already gone.
      const day = entry.start < today ? today : entry.start;
      byDay.set(day, [...(byDay.get(day) ?? []), entry]);
    }
    return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [sorted, today, agendaEnd]);

  return (
    <Root aria-label={label}>
      <Toolbar>
        <ButtonRow role="group" aria-label="View">
          <Button
            size="sm"
            variant={view === 'week' ? 'primary' : 'secondary'}
            aria-pressed={view === 'week'}
            onClick={() => setView('week')}
          >
            Week
          </Button>
          <Button
            size="sm"
            variant={view === 'agenda' ? 'primary' : 'secondary'}
            aria-pressed={view === 'agenda'}
            onClick={() => setView('agenda')}
          >
            Agenda
          </Button>
        </ButtonRow>
        {view === 'week' && (
          <ButtonRow>
            <Button size="sm" variant="ghost" onClick={() => setAnchor(addDays(anchor, -7))}>
              Previous week
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAnchor(today)}>
              This week
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAnchor(addDays(anchor, 7))}>
              Next week
            </Button>
          </ButtonRow>
        )}
      </Toolbar>

      {view === 'week' ? (
        <>
          <Range aria-live="polite">
            {shortDay(first)} –{' '}
            {formatDay(last, locale, { month: 'short', day: 'numeric', year: 'numeric' })}
          </Range>
          <Week>
            {days.map((day) => {
              const onDay = sorted.filter((entry) => covers(entry.start, entryEnd(entry), day));
              return (
                <Day
                  key={day}
                  data-today={day === today}
                  aria-current={day === today ? 'date' : undefined}
                >
                  <DayHeading>
                    {formatDay(day, locale, { weekday: 'short', month: 'short', day: 'numeric' })}
                    {day === today && <Hidden> (today)</Hidden>}
                  </DayHeading>
                  {onDay.length > 0 ? (
                    <Entries>
                      {onDay.map((entry) => (
                        <EntryItem
                          key={entry.id}
                          entry={entry}
                          kindLabel={words[entry.kind]}
                          {...(spanOf(entry) ? { span: spanOf(entry) } : {})}
                        />
                      ))}
                    </Entries>
                  ) : (
                    <Hidden>Nothing scheduled</Hidden>
                  )}
                </Day>
              );
            })}
          </Week>
        </>
      ) : agenda.length > 0 ? (
        <Agenda>
          {agenda.map(([day, onDay]) => (
            <AgendaDay key={day}>
              <DayHeading>{longDay(day)}</DayHeading>
              <Entries>
                {onDay.map((entry) => (
                  <EntryItem
                    key={entry.id}
                    entry={entry}
                    kindLabel={words[entry.kind]}
                    {...(spanOf(entry) ? { span: spanOf(entry) } : {})}
                  />
                ))}
              </Entries>
            </AgendaDay>
          ))}
        </Agenda>
      ) : (
        <Empty>Nothing scheduled in the next {agendaDays} days.</Empty>
      )}
    </Root>
  );
}
