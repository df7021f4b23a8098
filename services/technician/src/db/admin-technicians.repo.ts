import type { VettingStatus } from '@rha/contracts/reference';
import type { TechnicianMetadataUpdate } from '@rha/contracts/schemas';
import type { Knex } from 'knex';
import { DIRECTORY_COLUMNS, directory, type DirectoryRow } from './directory.repo.js';

/*
 * The admin's reads and writes of a technician. They are the only queries of `interview_notes`:
 * no technician route imports this module.
 */

/** The directory entry with the stored answers and the interview notes. */
export interface AdminTechnicianRow extends DirectoryRow {
  metadata: TechnicianMetadataUpdate;
  interview_notes: string;
}

type Queryable = Knex | Knex.Transaction;

const ADMIN_COLUMNS = [...DIRECTORY_COLUMNS, 't.metadata', 't.interview_notes'];

export async function findAdminTechnician(
  db: Queryable,
  id: string,
): Promise<AdminTechnicianRow | undefined> {
  const row: unknown = await directory(db).select(ADMIN_COLUMNS).where('t.keycloak_id', id).first();
  return row as AdminTechnicianRow | undefined;
}

/**
 * Reads the technician and locks their row until the transaction ends, so concurrent admin
 * changes of the same technician run one after another, each seeing the other's result.
 */
export async function lockAdminTechnician(
  trx: Knex.Transaction,
  id: string,
): Promise<AdminTechnicianRow | undefined> {
  const row: unknown = await directory(trx)
    .select(ADMIN_COLUMNS)
    .where('t.keycloak_id', id)
    .forUpdate('t')
    .first();
  return row as AdminTechnicianRow | undefined;
}

/** Sets the given answers (keeping the others) and, when given, the interview notes. */
export async function saveAdminEdit(
  trx: Knex.Transaction,
  id: string,
  edit: { metadata: TechnicianMetadataUpdate; interviewNotes: string | undefined },
): Promise<void> {
  await trx('technicians')
    .where({ keycloak_id: id })
    .update({
      metadata: trx.raw('metadata || ?::jsonb', [JSON.stringify(edit.metadata)]),
      ...(edit.interviewNotes !== undefined && { interview_notes: edit.interviewNotes }),
      updated_at: trx.fn.now(),
    });
}

export async function setVettingStatus(
  trx: Knex.Transaction,
  id: string,
  status: VettingStatus,
): Promise<void> {
  await trx('technicians')
    .where({ keycloak_id: id })
    .update({ vetting_status: status, updated_at: trx.fn.now() });
}
