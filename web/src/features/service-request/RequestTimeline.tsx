import type { TimelineRole } from '@rha/contracts/reference';
import { Stack, vars } from '@rha/design-system';
import styled from 'styled-components';
import type { RequestTimelineEntry } from '../../api/bffTypes';

const ROLE_LABELS: Record<TimelineRole, string> = {
  company: 'Company',
  technician: 'Technician',
  admin: 'Admin',
  system: 'System',
};

const whenFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const Entry = styled.li`
  padding-left: ${vars.space[4]};
  border-left: 2px solid ${vars.color.border};
`;

function move(entry: RequestTimelineEntry): string {
  return entry.from ? `${entry.from} → ${entry.to}` : entry.to;
}

function who(entry: RequestTimelineEntry): string {
  const role = ROLE_LABELS[entry.by.role];
  return entry.by.name ? `${role}: ${entry.by.name}` : role;
}

/** Every move of the request, oldest first: the statuses, who made it, when, and why. */
export function RequestTimeline({ entries }: { entries: readonly RequestTimelineEntry[] }) {
  return (
    <Stack as="ol" gap={3} aria-label="Timeline">
      {entries.map((entry) => (
        <Entry key={entry.id}>
          <Stack gap={1}>
            <strong>{move(entry)}</strong>
            <span>
              {who(entry)} ·{' '}
              <time dateTime={entry.at}>{whenFormat.format(new Date(entry.at))}</time>
            </span>
            {entry.note && <span>{entry.note}</span>}
          </Stack>
        </Entry>
      ))}
    </Stack>
  );
}
