import { alaskaMoment, type TimelineRole } from '@rha/contracts/reference';
import type { Call } from '@rha/contracts/schemas';
import { Avatar, RelativeTime, Stack, vars } from '@rha/design-system';
import styled from 'styled-components';
import type { RequestTimelineEntry } from '../../api/bffTypes';
import { statusTone } from '../shared/statusTone';
import { callTone, describeCall, describeMove, latestCheckIn, personOf } from './timelineWording';

const Entry = styled.li`
  display: flex;
  gap: ${vars.space[3]};
  align-items: flex-start;
  padding-left: ${vars.space[3]};
  border-left: 3px solid ${vars.color.border};

  &[data-tone='action'] {
    border-left-color: ${vars.color.accent};
  }
  &[data-tone='progress'] {
    border-left-color: ${vars.color.progress};
  }
  &[data-tone='done'] {
    border-left-color: ${vars.color.primary};
  }
  &[data-tone='problem'] {
    border-left-color: ${vars.color.danger};
  }
`;

const Byline = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Detail = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

type Item =
  | { kind: 'move'; at: string; entry: RequestTimelineEntry }
  | { kind: 'call'; at: string; call: Call };

/** The moves and the ended calls in one list, oldest first (a call by when it started). */
function itemsOf(entries: readonly RequestTimelineEntry[], calls: readonly Call[]): Item[] {
  const items: Item[] = [
    ...entries.map((entry): Item => ({ kind: 'move', at: entry.at, entry })),
    ...calls
      .filter((call) => call.status === 'ended')
      .map((call): Item => ({ kind: 'call', at: call.startedAt, call })),
  ];
  return items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

function TimelineItem({
  tone,
  by,
  at,
  title,
  detail,
}: {
  tone: string;
  by: { role: TimelineRole; name: string };
  at: string;
  title: string;
  detail: string;
}) {
  return (
    <Entry data-tone={tone}>
      <Avatar name={by.role === 'system' ? '' : by.name} size="sm" decorative />
      <Stack gap={1}>
        <strong>{title}</strong>
        <Byline>
          {personOf(by)} · <RelativeTime dateTime={at} exact={alaskaMoment(at)} />
        </Byline>
        {detail && <Detail>{detail}</Detail>}
      </Stack>
    </Entry>
  );
}

/**
 * Every move of the request and every call on it, oldest first, in people's words: what
 * happened, who did it (or started the call), how long ago (the exact time on hover or a press),
 * and the reason they gave or who joined. `checkInPlace` says where the latest check-in was, when
 * the technician shared it.
 */
export function RequestTimeline({
  entries,
  calls = [],
  checkInPlace = '',
  label = 'Timeline',
}: {
  entries: readonly RequestTimelineEntry[];
  calls?: readonly Call[];
  checkInPlace?: string;
  label?: string;
}) {
  const checkIn = latestCheckIn(entries);
  return (
    <Stack as="ol" gap={4} aria-label={label}>
      {itemsOf(entries, calls).map((item) =>
        item.kind === 'move' ? (
          <TimelineItem
            key={item.entry.id}
            tone={statusTone(item.entry.to)}
            by={item.entry.by}
            at={item.at}
            {...describeMove(item.entry, item.entry === checkIn ? checkInPlace : '')}
          />
        ) : (
          <TimelineItem
            key={item.call.id}
            tone={callTone(item.call)}
            by={item.call.startedBy}
            at={item.at}
            {...describeCall(item.call)}
          />
        ),
      )}
    </Stack>
  );
}
