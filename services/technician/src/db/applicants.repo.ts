import type { VettingStatus } from '@rha/contracts/reference';
import type { Knex } from 'knex';

/** An applicant as the admin's attention strip lists them. */
export interface ApplicantRow {
  keycloak_id: string;
  full_name: string;
  vetting_status: VettingStatus;
  /** When they reached their status: the latest vetting move, else the onboarding's end. */
  since: Date;
}

/** The technicians in these statuses, the latest to reach theirs first. */
export async function applicantsIn(
  db: Knex,
  statuses: readonly VettingStatus[],
  limit: number,
): Promise<ApplicantRow[]> {
  const rows: unknown = await db({ t: 'technicians' })
    .select('t.keycloak_id', 't.full_name', 't.vetting_status')
    .select(
      db.raw(
        `coalesce(
          (select max(c.changed_at) from vetting_changes c where c.technician_id = t.keycloak_id),
          t.completed_at, t.created_at) as since`,
      ),
    )
    .whereIn('t.vetting_status', statuses)
    .orderBy([
      { column: 'since', order: 'desc' },
      { column: 't.keycloak_id', order: 'desc' },
    ])
    .limit(limit);
  return rows as ApplicantRow[];
}
