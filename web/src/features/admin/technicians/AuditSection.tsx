import styled from 'styled-components';
import type { TechnicianAuditEntry } from '../../../api/bffTypes';
import { displayMoment } from '../adminDates';
import { DetailSection, EntryList } from '../DetailSection';
import { fieldLabel } from './fieldLabels';
import { NO_INTERVIEW_NOTES } from '../notices';

const Prose = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * The admins' edits of this technician's metadata, newest first: who, when and what, with the
 * interview notes as they read before each change of them.
 */
export function AuditSection({ entries }: { entries: readonly TechnicianAuditEntry[] }) {
  return (
    <DetailSection title="Change history">
      <EntryList entries={entries} empty="No changes recorded yet.">
        {(entry) => (
          <li key={entry.id}>
            <strong>{entry.changedBy.name || entry.changedBy.id}</strong> changed{' '}
            {entry.fields.map(fieldLabel).join(', ')}
            <div>{displayMoment(entry.changedAt)}</div>
            {entry.interviewNotesBefore !== null && (
              <details>
                <summary>Interview notes before this change</summary>
                <Prose>{entry.interviewNotesBefore || NO_INTERVIEW_NOTES}</Prose>
              </details>
            )}
          </li>
        )}
      </EntryList>
    </DetailSection>
  );
}
