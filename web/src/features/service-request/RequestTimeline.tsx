import { alaskaMoment } from '@rha/contracts/reference';
import { Avatar, RelativeTime, Stack, vars } from '@rha/design-system';
import styled from 'styled-components';
import type { RequestTimelineEntry } from '../../api/bffTypes';
import { statusTone } from '../shared/statusTone';
import { describeMove, latestCheckIn, moverOf } from './timelineWording';

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

/**
 * Every move of the request, oldest first, in people's words: what happened, who did it, how
 * long ago (the exact time on hover or a press), and the reason they gave. `checkInPlace` says
 * where the latest check-in was, when the technician shared it.
 */
export function RequestTimeline({
  entries,
  checkInPlace = '',
}: {
  entries: readonly RequestTimelineEntry[];
  checkInPlace?: string;
}) {
  const checkIn = latestCheckIn(entries);
  return (
    <Stack as="ol" gap={4} aria-label="Timeline">
      {entries.map((entry) => {
        const { title, detail } = describeMove(entry, entry === checkIn ? checkInPlace : '');
        const mover = moverOf(entry);
        return (
          <Entry key={entry.id} data-tone={statusTone(entry.to)}>
            <Avatar name={entry.by.role === 'system' ? '' : entry.by.name} size="sm" decorative />
            <Stack gap={1}>
              <strong>{title}</strong>
              <Byline>
                {mover} · <RelativeTime dateTime={entry.at} exact={alaskaMoment(entry.at)} />
              </Byline>
              {detail && <Detail>{detail}</Detail>}
            </Stack>
          </Entry>
        );
      })}
    </Stack>
  );
}
