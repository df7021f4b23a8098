import type { VettingStatus } from '@rha/contracts/reference';
import type { TechnicianMetadata, TechnicianMetadataUpdate } from '@rha/contracts/schemas';
import type { Knex } from 'knex';

/**
 * What technician routes may read of a `technicians` row. Interview notes are left out of every
 * query here, so no technician answer can carry them.
 */
export interface TechnicianRow {
  keycloak_id: string;
  metadata: TechnicianMetadataUpdate;
  completed_steps: string[];
  completed_at: Date | null;
  vetting_status: VettingStatus;
  created_at: Date;
  updated_at: Date;
}

type Queryable = Knex | Knex.Transaction;

const COLUMNS = [
  'keycloak_id',
  'metadata',
  'completed_steps',
  'completed_at',
  'vetting_status',
  'created_at',
  'updated_at',
];

export async function findTechnician(
  db: Queryable,
  subject: string,
): Promise<TechnicianRow | undefined> {
  const row: unknown = await db('technicians')
    .select(COLUMNS)
    .where({ keycloak_id: subject })
    .first();
  return row as TechnicianRow | undefined;
}

/** Creates the technician's row unless it exists; concurrent calls create one. */
export async function ensureTechnician(trx: Knex.Transaction, subject: string): Promise<void> {
  await trx('technicians').insert({ keycloak_id: subject }).onConflict('keycloak_id').ignore();
}

/** Replaces the stored answers with the whole object, creating the row when missing. */
export async function replaceMetadata(
  db: Queryable,
  subject: string,
  metadata: TechnicianMetadata,
): Promise<TechnicianRow> {
  const rows: TechnicianRow[] = await db('technicians')
    .insert({ keycloak_id: subject, metadata: JSON.stringify(metadata) })
    .onConflict('keycloak_id')
    .merge({ metadata: db.raw('excluded.metadata'), updated_at: db.fn.now() })
    .returning(COLUMNS);
  return rows[0] as TechnicianRow;
}

/** Sets the given answers, keeping the others, in one statement (concurrent changes both land). */
export async function mergeMetadata(
  db: Queryable,
  subject: string,
  changes: TechnicianMetadataUpdate,
): Promise<TechnicianRow> {
  const rows: TechnicianRow[] = await db('technicians')
    .insert({ keycloak_id: subject, metadata: JSON.stringify(changes) })
    .onConflict('keycloak_id')
    .merge({
      metadata: db.raw('technicians.metadata || excluded.metadata'),
      updated_at: db.fn.now(),
    })
    .returning(COLUMNS);
  return rows[0] as TechnicianRow;
}

/**
 * Sets one step's answers and adds the step to the completed ones (once), creating the row when
 * missing, in one statement: a step save costs one round trip, and inside a transaction the row
 * stays locked until it ends.
 */
export async function saveStepAnswers(
  db: Queryable,
  subject: string,
  step: { metadata: TechnicianMetadataUpdate; completedStep: string },
): Promise<TechnicianRow> {
  const rows: TechnicianRow[] = await db('technicians')
    .insert({
      keycloak_id: subject,
      metadata: JSON.stringify(step.metadata),
      completed_steps: [step.completedStep],
    })
    .onConflict('keycloak_id')
    .merge({
      metadata: db.raw('technicians.metadata || excluded.metadata'),
      completed_steps: db.raw(
        'case when ? = any(technicians.completed_steps) then technicians.completed_steps ' +
          'else technicians.completed_steps || excluded.completed_steps end',
        [step.completedStep],
      ),
      updated_at: db.fn.now(),
    })
    .returning(COLUMNS);
  return rows[0] as TechnicianRow;
}

/**
 * Marks the onboarding completed and the technician applied for vetting, only when it was not
 * completed yet: undefined when it already was, so the completion is reported once. A technician
 * an admin rejected during onboarding stays rejected.
 */
export async function completeOnboarding(
  trx: Knex.Transaction,
  subject: string,
): Promise<TechnicianRow | undefined> {
  const rows: TechnicianRow[] = await trx('technicians')
    .where({ keycloak_id: subject })
    .whereNull('completed_at')
    .update({
      completed_at: trx.fn.now(),
      vetting_status: trx.raw(
        "case when vetting_status = 'onboarding' then 'applied' else vetting_status end",
      ),
      updated_at: trx.fn.now(),
    })
    .returning(COLUMNS);
  return rows[0];
}
