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
  /** When the sign-up finished (role assigned, registered event written); null before. */
  registered_at: Date | null;
  /** A new address waiting for its confirmation link; `email` stays in force until then. */
  pending_email: string | null;
  pending_email_token_hash: string | null;
  pending_email_expires_at: Date | null;
  /** The identity provider's word that the owner proved `email`; null while unknown. */
  email_verified: boolean | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewUser {
  keycloakId: string;
  userType: UserType;
  fullName: string;
  email: string;
  emailVerified: boolean;
}

type Queryable = Knex | Knex.Transaction;

/**
 * updated_at of a write: strictly later than the stored one even at millisecond precision, so the
 * `changedAt` of two writes to one row, as the services keeping a copy read it, never ties nor
 * runs backwards (the row lock orders the writers; clock_timestamp() is read after it).
 */
function touched(db: Queryable): Knex.Raw {
  return db.raw("greatest(clock_timestamp(), updated_at + interval '1 millisecond')");
}

export async function findUserByKeycloakId(
  db: Queryable,
  keycloakId: string,
  options: { forUpdate?: boolean } = {},
): Promise<UserRow | undefined> {
  const query = db<UserRow>('users').where({ keycloak_id: keycloakId });
  return (options.forUpdate ? query.forUpdate() : query).first();
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
      email_verified: user.emailVerified,
      last_login: db.fn.now(),
    })
    .onConflict('keycloak_id')
    .ignore()
    .returning('*');
  return rows[0] as UserRow | undefined;
}

/** Records what the identity provider now says of the address in force. */
export async function setEmailVerified(
  db: Queryable,
  id: string,
  emailVerified: boolean,
): Promise<UserRow> {
  const rows = await db<UserRow>('users')
    .where({ id })
    .update({ email_verified: emailVerified, updated_at: touched(db) })
    .returning('*');
  return existing(rows, id);
}

/** lastLogin takes the database clock, like created_at and updated_at. */
export async function recordLogin(db: Queryable, id: string): Promise<UserRow> {
  const rows = await db<UserRow>('users')
    .where({ id })
    .update({ last_login: db.fn.now(), updated_at: touched(db) })
    .returning('*');
  const row = rows[0] as UserRow | undefined;
  if (!row) throw new Error(`user ${id} vanished while recording its login`);
  return row;
}

/** The profile fields a sign-up draft carries, copied onto the user when the draft is claimed. */
export interface SignupProfile {
  userType: Exclude<UserType, '' | 'admin'>;
  fullName: string;
  phone: string;
  smsConsent: boolean;
  /** Only fills an empty e-mail: the one from the identity provider wins. */
  email?: string | undefined;
}

export async function applySignupProfile(
  trx: Knex.Transaction,
  id: string,
  profile: SignupProfile,
): Promise<UserRow> {
  const rows = await trx<UserRow>('users')
    .where({ id })
    .update({
      user_type: profile.userType,
      full_name: profile.fullName,
      phone: profile.phone,
      sms_consent: profile.smsConsent,
      ...(profile.email
        ? {
            email: trx.raw("coalesce(nullif(email, ''), ?)", [profile.email]),
            // The draft's address fills only an empty one, and nobody has proven it.
            email_verified: trx.raw("case when email = '' then false else email_verified end"),
          }
        : {}),
      updated_at: touched(trx),
    })
    .returning('*');
  return existing(rows, id);
}

export interface CompanyLink {
  companyId: string;
  locationId: string;
}

/**
 * Marks the user registered, with its company when it signed up as one. Returns undefined when the
 * user was already registered: the caller writes the registered event only when a row comes back.
 */
export async function markRegistered(
  trx: Knex.Transaction,
  id: string,
  company: CompanyLink | undefined,
): Promise<UserRow | undefined> {
  const rows = await trx<UserRow>('users')
    .where({ id })
    .whereNull('registered_at')
    .update({
      registered_at: trx.fn.now(),
      ...(company ? { company_id: company.companyId, location_id: company.locationId } : {}),
      updated_at: touched(trx),
    })
    .returning('*');
  return rows[0] as UserRow | undefined;
}

/**
 * Whether another user holds this address (any letter case). Takes a transaction-long lock on the
 * address first, so two accounts changing to one address at once are checked one after the other.
 */
export async function emailHeldByOther(
  trx: Knex.Transaction,
  id: string,
  email: string,
): Promise<boolean> {
  const address = email.toLowerCase();
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`identity.users.email:${address}`]);
  const other = await trx<UserRow>('users')
    .whereRaw('lower(email) = ?', [address])
    .whereNot({ id })
    .first('id');
  return other !== undefined;
}

export interface ProfileChanges {
  fullName?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  smsConsent?: boolean | undefined;
}

export async function updateProfile(
  db: Queryable,
  id: string,
  changes: ProfileChanges,
): Promise<UserRow> {
  const columns = {
    full_name: changes.fullName,
    phone: changes.phone,
    email: changes.email,
    sms_consent: changes.smsConsent,
  };
  const set = Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  );
  const rows = await db<UserRow>('users')
    .where({ id })
    .update({ ...set, updated_at: touched(db) })
    .returning('*');
  return existing(rows, id);
}

function existing(rows: UserRow[], id: string): UserRow {
  const row = rows[0];
  if (!row) throw new Error(`user ${id} vanished while being updated`);
  return row;
}

export interface PendingEmail {
  email: string;
  tokenHash: string;
  expiresAt: Date;
}

/** Holds a new address (replacing any earlier one, whose link stops working) beside the current. */
export async function setPendingEmail(
  db: Queryable,
  id: string,
  pending: PendingEmail | null,
): Promise<UserRow> {
  const rows = await db<UserRow>('users')
    .where({ id })
    .update({
      pending_email: pending?.email ?? null,
      pending_email_token_hash: pending?.tokenHash ?? null,
      pending_email_expires_at: pending?.expiresAt ?? null,
      updated_at: touched(db),
    })
    .returning('*');
  return existing(rows, id);
}

/** Puts the pending address in force, proven by its link, and forgets its token. */
export async function applyPendingEmail(db: Queryable, id: string): Promise<UserRow> {
  const rows = await db<UserRow>('users')
    .where({ id })
    .whereNotNull('pending_email')
    .update({
      email: db.ref('pending_email'),
      email_verified: true,
      pending_email: null,
      pending_email_token_hash: null,
      pending_email_expires_at: null,
      updated_at: touched(db),
    })
    .returning('*');
  return existing(rows, id);
}
