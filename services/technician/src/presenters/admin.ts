import { VETTING_FACTS, VETTING_TRANSITIONS } from '@rha/contracts/reference';
import type {
  AdminTechnicianDetails,
  AdminTechnicianList,
  AdminTechnicianListEntry,
  ListPage,
} from '@rha/contracts/schemas';
import type { DirectoryRow } from '../db/directory.repo.js';
import { ratingSummaryOf } from '../db/ratings-received.repo.js';
import type { TechnicianDetails } from '../domain/admin-technicians.js';
import { metadataWithDefaults } from '../domain/metadata.js';

export function presentDirectoryEntry(row: DirectoryRow): AdminTechnicianListEntry {
  return {
    id: row.keycloak_id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    city: row.city ?? '',
    state: row.state ?? '',
    zipCode: row.zip_code ?? '',
    userType: 'technician',
    userCreation: row.signed_up_at.toISOString(),
    lastLogin: row.last_login?.toISOString() ?? null,
    vettingStatus: row.vetting_status,
    rating: ratingSummaryOf(row),
  };
}

export function presentDirectoryPage(page: ListPage<DirectoryRow>): AdminTechnicianList {
  return { technicians: page.items.map(presentDirectoryEntry), nextCursor: page.nextCursor };
}

export function presentTechnicianDetails(details: TechnicianDetails): AdminTechnicianDetails {
  const { technician } = details;
  const status = technician.vetting_status;
  return {
    technicianMetadata: {
      ...metadataWithDefaults(technician.metadata),
      userId: technician.keycloak_id,
      interviewNotes: technician.interview_notes,
    },
    technician: presentDirectoryEntry(technician),
    vetting: {
      status,
      allowedNext: [...VETTING_TRANSITIONS[status]],
      history: details.vettingHistory.map((change) => ({
        id: change.id,
        from: change.from_status,
        to: change.to_status,
        note: change.note,
        reason: change.reason,
        checks: change.checks,
        changedBy: { id: change.changed_by_id, name: change.changed_by_name },
        changedAt: change.changed_at.toISOString(),
      })),
      facts: Object.fromEntries(
        VETTING_FACTS.map((fact) => {
          const row = details.facts.find((recorded) => recorded.fact === fact);
          const recorded = row && {
            recordedAt: row.recorded_at.toISOString(),
            recordedBy: { id: row.recorded_by_id, name: row.recorded_by_name },
          };
          return [fact, recorded ?? null];
        }),
      ) as AdminTechnicianDetails['vetting']['facts'],
    },
    audit: details.audit.map((entry) => ({
      id: entry.id,
      changedBy: { id: entry.changed_by_id, name: entry.changed_by_name },
      changedAt: entry.changed_at.toISOString(),
      fields: entry.fields,
      interviewNotesBefore: entry.interview_notes_before,
    })),
  };
}
