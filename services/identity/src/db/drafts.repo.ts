import type { Knex } from 'knex';

export type DraftUserType = 'technician' | 'company';

/** A row of `signup_drafts`, as pg returns it. */
export interface DraftRow {
  uuid: string;
  user_type: DraftUserType;
  info: Record<string, unknown>;
  created_at: Date;
  expires_at: Date;
  claimed_by: string | null;
  /** SHA-256 (hex) of the draft's key; null only for drafts saved before keys existed. */
  secret_hash: string | null;
}

export interface NewDraft {
  uuid: string;
  userType: DraftUserType;
  info: Record<string, unknown>;
  secretHash: string;
  ttlHours: number;
}

type Queryable = Knex | Knex.Transaction;

/** Database time plus a number of hours, so every replica agrees on expiry. */
function hoursFromNow(db: Queryable, hours: number): Knex.Raw {
  return db.raw('now() + make_interval(hours => ?)', [hours]);
}

/**
 * Saves the draft, replacing an unclaimed one with the same uuid and key (the browser saving the
 * form again). Returns undefined when the uuid belongs to a claimed draft, which nobody may
 * rewrite, or to a draft with another key.
 */
export async function saveDraft(
  db: Queryable,
  draft: NewDraft,
): Promise<{ row: DraftRow; created: boolean } | undefined> {
  const result = await db.raw<{ rows: (DraftRow & { created: boolean })[] }>(
    `insert into signup_drafts (uuid, user_type, info, secret_hash, expires_at)
     values (?, ?, ?::jsonb, ?, now() + make_interval(hours => ?))
     on conflict (uuid) do update
       set user_type = excluded.user_type, info = excluded.info,
           created_at = now(), expires_at = excluded.expires_at
       where signup_drafts.claimed_by is null
         and signup_drafts.secret_hash = excluded.secret_hash
     returning *, (xmax = 0) as created`,
    [draft.uuid, draft.userType, JSON.stringify(draft.info), draft.secretHash, draft.ttlHours],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  const { created, ...draftRow } = row;
  return { row: draftRow, created };
}

/** A draft still waiting for its registration: unclaimed, not expired, and opened by its key. */
export async function findOpenDraft(
  db: Queryable,
  uuid: string,
  secretHash: string,
): Promise<DraftRow | undefined> {
  return db<DraftRow>('signup_drafts')
    .where({ uuid, secret_hash: secretHash })
    .whereNull('claimed_by')
    .where('expires_at', '>', db.fn.now())
    .first();
}

/** Removes an unclaimed draft opened by its key; a claimed one is removed only by its registration. */
export async function deleteOpenDraft(
  db: Queryable,
  uuid: string,
  secretHash: string,
): Promise<void> {
  await db('signup_drafts')
    .where({ uuid, secret_hash: secretHash })
    .whereNull('claimed_by')
    .delete();
}

export async function purgeExpiredDrafts(db: Queryable): Promise<number> {
  return db('signup_drafts').where('expires_at', '<=', db.fn.now()).delete();
}

/** The live draft, locked until the transaction ends so two claims of it run one after the other. */
export async function lockLiveDraft(
  trx: Knex.Transaction,
  uuid: string,
): Promise<DraftRow | undefined> {
  return trx<DraftRow>('signup_drafts')
    .where({ uuid })
    .where('expires_at', '>', trx.fn.now())
    .forUpdate()
    .first();
}

/** Gives the draft to the account and lets it live long enough for retries of the sign-up. */
export async function claimDraft(
  trx: Knex.Transaction,
  uuid: string,
  keycloakId: string,
  ttlHours: number,
): Promise<void> {
  await trx('signup_drafts')
    .where({ uuid })
    .update({
      claimed_by: keycloakId,
      expires_at: trx.raw('greatest(expires_at, ?)', [hoursFromNow(trx, ttlHours)]),
    });
}

export async function deleteClaimedDraft(
  trx: Knex.Transaction,
  uuid: string,
  keycloakId: string,
): Promise<void> {
  await trx('signup_drafts').where({ uuid, claimed_by: keycloakId }).delete();
}
