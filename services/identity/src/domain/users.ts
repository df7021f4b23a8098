import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import {
  emailHeldByOther,
  findUserByKeycloakId,
  insertUserIfAbsent,
  recordLogin,
  setEmailVerified,
  setPendingEmail,
  updateProfile,
  type NewUser,
  type ProfileChanges,
  type UserRow,
  type UserType,
} from '../db/users.repo.js';
import { emailTaken, requestEmailChange } from './email-change.js';
import { publishUserChanged } from './user-changed.js';

/**
 * lastLogin is refreshed at most this often. Every page load reads the profile, so writing on every
 * read would turn the hottest path into a row update (lock, WAL, dead tuple); within this window a
 * read is one indexed select and "last login" stays accurate to a few minutes.
 */
const LOGIN_REFRESH_INTERVAL_MS = 5 * 60 * 1000;

/** The first product role wins; admin first so an admin who also holds another role is seen as admin. */
const USER_TYPE_ROLES: readonly Exclude<UserType, ''>[] = ['admin', 'company', 'technician'];

export function userTypeFromRoles(roles: readonly string[]): UserType {
  return USER_TYPE_ROLES.find((role) => roles.includes(role)) ?? '';
}

export function newUserFromToken(token: SignedInUser): NewUser {
  return {
    keycloakId: token.subject,
    userType: userTypeFromRoles(token.roles),
    fullName: token.fullName,
    email: token.email ?? '',
    emailVerified: token.emailVerified,
  };
}

/**
 * What the token says of the stored address, when it speaks of it: a token still carrying an address
 * the user has since replaced says nothing of the new one.
 */
function tokenVerdict(user: UserRow, token: SignedInUser): boolean | undefined {
  if (!token.email || token.email.toLowerCase() !== user.email.toLowerCase()) return undefined;
  return token.emailVerified;
}

function verdictChanged(user: UserRow, token: SignedInUser): boolean {
  const verdict = tokenVerdict(user, token);
  return verdict !== undefined && verdict !== user.email_verified;
}

/**
 * The caller's profile, created on first authenticated use. A read within the login refresh
 * window is one select; a first use or an older login writes the row and publishes the change in
 * one transaction. Safe under concurrent first calls: the insert yields to the unique Keycloak id,
 * and the loser reads the winner's row.
 */
export async function currentUser(
  db: Knex,
  token: SignedInUser,
  correlationId: string,
  now: Date = new Date(),
): Promise<UserRow> {
  const existing = await findUserByKeycloakId(db, token.subject);
  if (existing && loginIsRecent(existing, now) && !verdictChanged(existing, token)) return existing;

  return db.transaction(async (trx) => {
    const created = existing ? undefined : await insertUserIfAbsent(trx, newUserFromToken(token));
    if (created) {
      await publishUserChanged(trx, created, correlationId);
      return created;
    }
    const user = await findUserByKeycloakId(trx, token.subject, { forUpdate: true });
    if (!user) throw new Error(`user ${token.subject} neither inserted nor found`);
    const verdict = verdictChanged(user, token) ? tokenVerdict(user, token) : undefined;
    if (loginIsRecent(user, now) && verdict === undefined) return user;
    const checked = verdict === undefined ? user : await setEmailVerified(trx, user.id, verdict);
    const recorded = loginIsRecent(checked, now) ? checked : await recordLogin(trx, checked.id);
    await publishUserChanged(trx, recorded, correlationId);
    return recorded;
  });
}

function loginIsRecent(user: UserRow, now: Date): boolean {
  return (
    user.last_login !== null &&
    now.getTime() - user.last_login.getTime() < LOGIN_REFRESH_INTERVAL_MS
  );
}

/**
 * The caller's own edit of their contact details; roles and ids are not theirs to change. An
 * address already on another account is refused: mail meant for that account (job offers, an
 * admin's notices) would otherwise reach whoever typed it. A new address waits for confirmation
 * (see requestEmailChange); saving the current one again, in any letter case, drops a pending one.
 */
export async function updateCurrentUser(
  db: Knex,
  token: SignedInUser,
  changes: ProfileChanges,
  correlationId: string,
): Promise<UserRow> {
  const user = await currentUser(db, token, correlationId);
  return db.transaction(async (trx) => {
    const { email, ...others } = changes;
    const newAddress = email !== undefined && email.toLowerCase() !== user.email.toLowerCase();
    if (newAddress && (await emailHeldByOther(trx, user.id, email))) throw emailTaken();
    let updated = await updateProfile(trx, user.id, newAddress ? others : changes);
    if (newAddress) {
      updated = await requestEmailChange(trx, updated, email, correlationId);
    } else if (email !== undefined && updated.pending_email !== null) {
      updated = await setPendingEmail(trx, user.id, null);
    }
    await publishUserChanged(trx, updated, correlationId);
    return updated;
  });
}
