import type { Knex } from 'knex';

/** A row of `metadata_audit`: which fields one admin edit changed, by whom and when. */
export interface MetadataAuditRow {
  id: string;
  technician_id: string;
  changed_by_id: string;
  changed_by_name: string;
  changed_at: Date;
  fields: string[];
  /** The interview notes before this change, when it changed them. */
  interview_notes_before: string | null;
}

type Queryable = Knex | Knex.Transaction;

export async function insertMetadataAudit(
  trx: Knex.Transaction,
  entry: {
    technicianId: string;
    changedBy: { id: string; name: string };
    fields: string[];
    interviewNotesBefore?: string;
  },
): Promise<void> {
  await trx('metadata_audit').insert({
    technician_id: entry.technicianId,
    changed_by_id: entry.changedBy.id,
    changed_by_name: entry.changedBy.name,
    fields: entry.fields,
    interview_notes_before: entry.interviewNotesBefore ?? null,
  });
}

/** The technician's audit, newest first. */
export async function listMetadataAudit(
  db: Queryable,
  technicianId: string,
): Promise<MetadataAuditRow[]> {
  return db<MetadataAuditRow>('metadata_audit')
    .where({ technician_id: technicianId })
    .orderBy([
      { column: 'changed_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}
