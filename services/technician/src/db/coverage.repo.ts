import type { TravelMode } from '@rha/contracts/reference';
import type { Knex } from 'knex';

type Queryable = Knex | Knex.Transaction;

/** A row of `reachable_communities`: one community a technician serves beyond home. */
export interface ReachRow {
  community: string;
  travel_mode: TravelMode;
  days: number;
}

export interface ReachFields {
  community: string;
  travelMode: TravelMode;
  days: number;
}

export async function listReach(db: Queryable, subject: string): Promise<ReachRow[]> {
  const rows: unknown = await db('reachable_communities')
    .select('community', 'travel_mode', 'days')
    .where({ technician_id: subject })
    .orderBy('community');
  return rows as ReachRow[];
}

/** When the technician last saved their service area; null when they never did. */
export async function findCoverageSavedAt(db: Queryable, subject: string): Promise<Date | null> {
  const row = await db('technicians')
    .select('coverage_saved_at')
    .where({ keycloak_id: subject })
    .first();
  return (row?.coverage_saved_at as Date | null | undefined) ?? null;
}

/**
 * Marks the service area saved. Run first in the replacing transaction: the row lock it takes
 * makes two saves of one technician wait for each other instead of interleaving their rows.
 */
export async function markCoverageSaved(trx: Knex.Transaction, subject: string): Promise<void> {
  await trx('technicians')
    .where({ keycloak_id: subject })
    .update({ coverage_saved_at: trx.fn.now(), updated_at: trx.fn.now() });
}

export async function replaceReach(
  trx: Knex.Transaction,
  subject: string,
  reach: ReachFields[],
): Promise<void> {
  await trx('reachable_communities').where({ technician_id: subject }).delete();
  if (reach.length === 0) return;
  await trx('reachable_communities').insert(
    reach.map((entry) => ({
      technician_id: subject,
      community: entry.community,
      travel_mode: entry.travelMode,
      days: entry.days,
    })),
  );
}
