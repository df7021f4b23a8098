import type { VettingCheck, VettingStatus } from '@rha/contracts/reference';
import type { Knex } from 'knex';

/** A row of `vetting_changes`: one admin's move of a technician in vetting. */
export interface VettingChangeRow {
  id: string;
  technician_id: string;
  from_status: VettingStatus;
  to_status: VettingStatus;
  note: string;
  reason: string;
  checks: VettingCheck[];
  changed_by_id: string;
  changed_by_name: string;
  changed_at: Date;
}

export interface NewVettingChange {
  technicianId: string;
  from: VettingStatus;
  to: VettingStatus;
  note: string;
  reason: string;
  checks: readonly VettingCheck[];
  changedBy: { id: string; name: string };
}

type Queryable = Knex | Knex.Transaction;

export async function insertVettingChange(
  trx: Knex.Transaction,
  change: NewVettingChange,
): Promise<VettingChangeRow> {
  const rows: VettingChangeRow[] = await trx('vetting_changes')
    .insert({
      technician_id: change.technicianId,
      from_status: change.from,
      to_status: change.to,
      note: change.note,
      reason: change.reason,
      checks: [...change.checks],
      changed_by_id: change.changedBy.id,
      changed_by_name: change.changedBy.name,
    })
    .returning('*');
  return rows[0] as VettingChangeRow;
}

/** The technician's moves, oldest first. */
export async function listVettingChanges(
  db: Queryable,
  technicianId: string,
): Promise<VettingChangeRow[]> {
  return db<VettingChangeRow>('vetting_changes')
    .where({ technician_id: technicianId })
    .orderBy([{ column: 'changed_at' }, { column: 'id' }]);
}
