import { Stack, vars } from '@rha/design-system';
import { useId } from 'react';
import styled from 'styled-components';
import type { JobReason } from '../../../api/bffTypes';
import { AlaskaMoment } from '../../shared/AlaskaMoment';

const KIND_LABELS: Record<JobReason['kind'], string> = {
  'sent-back': 'Sent back',
  reopened: 'Reopened under warranty',
  'on-hold': 'Put on hold',
};

const Heading = styled.h5`
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
`;

const Entry = styled.li`
  padding-left: ${vars.space[4]};
  border-left: 2px solid ${vars.color.accent};
  white-space: pre-wrap;
`;

const When = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

/**
 * Why the job came back to the technician or waits, oldest first, as the company (or they
 * themselves, for a hold) wrote it; nothing when no such move happened.
 */
export function JobReasons({ reasons }: { reasons: readonly JobReason[] }) {
  const headingId = useId();
  if (reasons.length === 0) return null;
  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <Heading id={headingId}>Why the job moved</Heading>
      <Stack as="ol" gap={3} aria-label="Reasons">
        {reasons.map((reason) => (
          <Entry key={`${reason.kind}-${reason.at}`}>
            <Stack gap={1}>
              <strong>{KIND_LABELS[reason.kind]}</strong>
              <span>{reason.note}</span>
              <When>
                <AlaskaMoment iso={reason.at} />
              </When>
            </Stack>
          </Entry>
        ))}
      </Stack>
    </Stack>
  );
}
