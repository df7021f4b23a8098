import { Stack, vars } from '@rha/design-system';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ServiceLogEntry } from '../../api/bffTypes';
import { receivedLate } from './logTimes';
import { AlaskaMoment } from './AlaskaMoment';

const NO_ENTRIES = 'No log entries yet';

const Heading = styled.h3`
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
`;

const Entry = styled.li`
  padding-left: ${vars.space[4]};
  border-left: 2px solid ${vars.color.border};
  white-space: pre-wrap;
`;

const When = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

export interface ServiceLogProps {
  entries: readonly ServiceLogEntry[];
  /** The level of its heading, one below the heading of what holds it. */
  headingLevel: 3 | 4 | 5;
  /** A way to add to the log, under the entries. */
  children?: ReactNode;
}

/**
 * The job's service log, oldest first: each entry with when it was written on the device and, when
 * it reached the server much later (written offline), when that was.
 */
export function ServiceLog({ entries, headingLevel, children }: ServiceLogProps) {
  const headingId = useId();
  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <Heading as={`h${headingLevel}`} id={headingId}>
        Service log
      </Heading>
      {entries.length === 0 ? (
        <p>{NO_ENTRIES}</p>
      ) : (
        <Stack as="ol" gap={3} aria-label="Log entries">
          {entries.map((entry) => (
            <Entry key={entry.id}>
              <Stack gap={1}>
                <span>{entry.text}</span>
                <When>
                  Written <AlaskaMoment iso={entry.capturedAt} />
                  {receivedLate(entry) && (
                    <>
                      {' · received '}
                      <AlaskaMoment iso={entry.receivedAt} />
                    </>
                  )}
                </When>
              </Stack>
            </Entry>
          ))}
        </Stack>
      )}
      {children}
    </Stack>
  );
}
