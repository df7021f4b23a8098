import { isDeepStrictEqual } from 'node:util';
import type { TechnicianMetadata, TechnicianMetadataUpdate } from '@rha/contracts/schemas';
import { readTogether, type SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import {
  findAdminTechnician,
  lockAdminTechnician,
  saveAdminEdit,
  type AdminTechnicianRow,
} from '../db/admin-technicians.repo.js';
import {
  insertMetadataAudit,
  listMetadataAudit,
  type MetadataAuditRow,
} from '../db/metadata-audit.repo.js';
import { listVettingChanges, type VettingChangeRow } from '../db/vetting-changes.repo.js';
import { factsOf, type VettingFactRow } from '../db/vetting-facts.repo.js';
import { adminActor } from './admin-actor.js';
import { technicianNotFound } from './errors.js';
import { metadataWithDefaults } from './metadata.js';

/** Everything an admin reads of one technician. */
export interface TechnicianDetails {
  technician: AdminTechnicianRow;
  /** Oldest first. */
  vettingHistory: VettingChangeRow[];
  /** Newest first. */
  audit: MetadataAuditRow[];
  /** The facts admins recorded. */
  facts: VettingFactRow[];
}

/** An admin's edit: the answers sent (others kept) and, when sent, the interview notes. */
export interface AdminMetadataEdit {
  metadata: TechnicianMetadataUpdate;
  interviewNotes: string | undefined;
}

export const INTERVIEW_NOTES = 'interviewNotes';

export async function getTechnicianDetails(
  db: Knex | Knex.Transaction,
  id: string,
): Promise<TechnicianDetails> {
  const technician = await findAdminTechnician(db, id);
  if (!technician) throw technicianNotFound();
  return detailsOf(db, technician);
}

/**
 * Stores an admin's edit and, in the same transaction, the audit entry naming the fields whose
 * value it changed. The row stays locked from the comparison to the commit, so the fields named
 * are those this edit changed. An edit that changes nothing stores nothing.
 */
export async function editTechnicianMetadata(
  db: Knex,
  admin: SignedInUser,
  id: string,
  edit: AdminMetadataEdit,
): Promise<TechnicianDetails> {
  return db.transaction(async (trx) => {
    const technician = await lockAdminTechnician(trx, id);
    if (!technician) throw technicianNotFound();
    const fields = changedFields(technician, edit);
    if (fields.length === 0) return detailsOf(trx, technician);
    await saveAdminEdit(trx, id, edit);
    await insertMetadataAudit(trx, {
      technicianId: id,
      changedBy: adminActor(admin),
      fields,
      ...(fields.includes(INTERVIEW_NOTES) && { interviewNotesBefore: technician.interview_notes }),
    });
    return getTechnicianDetails(trx, id);
  });
}

/** The names of the edited fields whose value differs from the stored one (or its default). */
function changedFields(technician: AdminTechnicianRow, edit: AdminMetadataEdit): string[] {
  const stored = metadataWithDefaults(technician.metadata);
  const fields = (Object.keys(stored) as (keyof TechnicianMetadata)[]).filter(
    (field) =>
      edit.metadata[field] !== undefined && !isDeepStrictEqual(edit.metadata[field], stored[field]),
  );
  const notesChanged =
    edit.interviewNotes !== undefined && edit.interviewNotes !== technician.interview_notes;
  return notesChanged ? [...fields, INTERVIEW_NOTES] : fields;
}

export async function detailsOf(
  db: Knex | Knex.Transaction,
  technician: AdminTechnicianRow,
): Promise<TechnicianDetails> {
  const [vettingHistory, audit, facts] = await readTogether(db, [
    () => listVettingChanges(db, technician.keycloak_id),
    () => listMetadataAudit(db, technician.keycloak_id),
    () => factsOf(db, technician.keycloak_id),
  ]);
  return { technician, vettingHistory, audit, facts };
}
