import type { Knex } from 'knex';

export type UserType = 'company' | 'technician' | 'admin' | '';

/** A row of `users`, as pg returns it. */
export interface UserRow {
  id: string;
  keycloak_id: string;
  user_type: UserType;
  full_name: string;
  email: string;
  phone: string;
  sms_consent: boolean;
  company_id: string | null;
  location_id: string | null;
  last_login: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewUser {
  keycloakId: string;
  userType: UserType;
  fullName: string;
  email: string;
}

type Queryable = Knex | Knex.Transaction;

export async function findUserByKeycloakId(
  db: Queryable,
  keycloakId: string,
): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ keycloak_id: keycloakId }).first();
}

/**
 * Inserts the user, logged in now (lastLogin equals createdAt), unless a row with the same Keycloak
 * id exists. Returns the new row, or undefined when another request created it first: the unique
 * index decides, so concurrent first calls never fail.
 */
export async function insertUserIfAbsent(
  db: Queryable,
  user: NewUser,
): Promise<UserRow | undefined> {
  const rows = await db<UserRow>('users')
    .insert({
      keycloak_id: user.keycloakId,
      user_type: user.userType,
      full_name: user.fullName,
      email: user.email,
      last_login: db.fn.now(),
    })
    .onConflict('keycloak_id')
    .ignore()
    .returning('*');
  return rows[0] as UserRow | undefined;
}

/** lastLogin takes the database clock, like created_at and updated_at. */
export async function recordLogin(db: Queryable, id: string): Promise<UserRow> {
  const rows = await db<UserRow>('users')
    .where({ id })
    .update({ last_login: db.fn.now() })
    .returning('*');
  const row = rows[0] as UserRow | undefined;
  if (!row) throw new Error(`user ${id} vanished while recording its login`);
  return row;
}
