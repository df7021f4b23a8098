import type { TechnicianAuditEntry } from '../../../api/bffTypes';
import { displayMoment } from '../adminDates';
import { DetailSection, EntryList } from '../DetailSection';
import { fieldLabel } from './fieldLabels';

/** The admins' edits of this technician's metadata, newest first: who, when and what. */
export function AuditSection({ entries }: { entries: readonly TechnicianAuditEntry[] }) {
  return (
    <DetailSection title="Change history">
      <EntryList entries={entries} empty="No changes recorded yet.">
        {(entry) => (
          <li key={entry.id}>
            <strong>{entry.changedBy.name || entry.changedBy.id}</strong> changed{' '}
            {entry.fields.map(fieldLabel).join(', ')}
            <div>{displayMoment(entry.changedAt)}</div>
          </li>
        )}
      </EntryList>
    </DetailSection>
  );
}
