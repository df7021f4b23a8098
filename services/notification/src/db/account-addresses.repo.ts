import type { Knex } from 'knex';

type Queryable = Knex | Knex.Transaction;

export interface AccountAddress {
  keycloakId: string;
  email: string;
  emailVerified: boolean | undefined;
  changedAt: string;
}

/**
 * Keeps the newest word on the account's address; an older event arriving late changes nothing.
 * Returns whether this event was the newest.
 */
export async function saveAccountAddress(db: Queryable, address: AccountAddress): Promise<boolean> {
  const rows: unknown[] = await db('account_addresses')
    .insert({
      keycloak_id: address.keycloakId,
      email: address.email,
      email_verified: address.emailVerified ?? null,
      changed_at: address.changedAt,
    })
    .onConflict('keycloak_id')
    .merge()
    .where('account_addresses.changed_at', '<', address.changedAt)
    .returning('keycloak_id');
  return rows.length > 0;
}

/** Whether an account holds this address and its owner has not proven it. */
export async function isUnverifiedAccountAddress(db: Queryable, email: string): Promise<boolean> {
  const row: unknown = await db('account_addresses')
    .whereRaw('lower(email) = lower(?)', [email])
    .andWhere({ email_verified: false })
    .first('keycloak_id');
  return row !== undefined;
}

/** The account that holds this address (case aside), if notification has heard of one. */
export async function accountOfAddress(db: Queryable, email: string): Promise<string | undefined> {
  if (email === '') return undefined;
  const row = (await db('account_addresses')
    .whereRaw('lower(email) = lower(?)', [email])
    .orderBy('changed_at', 'desc')
    .first('keycloak_id')) as { keycloak_id: string } | undefined;
  return row?.keycloak_id;
}

/** The address an account holds, if notification has heard of it; empty addresses count as none. */
export async function addressOfAccount(
  db: Queryable,
  keycloakId: string,
): Promise<string | undefined> {
  const row = (await db('account_addresses').where({ keycloak_id: keycloakId }).first('email')) as
    { email: string } | undefined;
  return row?.email || undefined;
}
