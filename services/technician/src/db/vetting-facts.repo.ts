import type { VettingFact } from '@rha/contracts/reference';
import type { Knex } from 'knex';

/** A row of `vetting_facts`: one fact an admin recorded about a technician. */
export interface VettingFactRow {
  technician_id: string;
  fact: VettingFact;
  recorded_by_id: string;
  recorded_by_name: string;
  recorded_at: Date;
}

type Queryable = Knex | Knex.Transaction;

const TABLE = 'vetting_facts';

/** Records the fact unless it is recorded already; answers whether this call recorded it. */
export async function recordFact(
  trx: Knex.Transaction,
  fact: { technicianId: string; fact: VettingFact; by: { id: string; name: string } },
): Promise<boolean> {
  const rows = (await trx(TABLE)
    .insert({
      technician_id: fact.technicianId,
      fact: fact.fact,
      recorded_by_id: fact.by.id,
      recorded_by_name: fact.by.name,
    })
    .onConflict(['technician_id', 'fact'])
    .ignore()
    .returning('fact')) as unknown[];
  return rows.length > 0;
}

/** Clears the fact; answers whether it was recorded. */
export async function clearFact(
  trx: Knex.Transaction,
  technicianId: string,
  fact: VettingFact,
): Promise<boolean> {
  return (await trx(TABLE).delete().where({ technician_id: technicianId, fact })) > 0;
}

export function factsOf(db: Queryable, technicianId: string): Promise<VettingFactRow[]> {
  return db<VettingFactRow>(TABLE).where({ technician_id: technicianId });
}
