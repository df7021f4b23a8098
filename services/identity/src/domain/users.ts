import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import {
  findUserByKeycloakId,
  insertUserIfAbsent,
  recordLogin,
  updateProfile,
  type NewUser,
  type ProfileChanges,
  type UserRow,
  type UserType,
} from '../db/users.repo.js';

/** What identity learns about the caller from a verified access token. */
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
  };
}

/**
 * The caller's profile, created on first authenticated use. Safe under concurrent first calls: the
 * insert yields to the unique Keycloak id, and the loser reads the winner's row.
 */
export async function currentUser(
  db: Knex,
  token: SignedInUser,
  now: Date = new Date(),
): Promise<UserRow> {
  const existing = await findUserByKeycloakId(db, token.subject);
  if (existing) return loginRecorded(db, existing, now);

  const created = await insertUserIfAbsent(db, newUserFromToken(token));
  if (created) return created;

  const concurrent = await findUserByKeycloakId(db, token.subject);
  if (!concurrent) throw new Error(`user ${token.subject} neither inserted nor found`);
  return loginRecorded(db, concurrent, now);
}

async function loginRecorded(db: Knex, user: UserRow, now: Date): Promise<UserRow> {
  const recent =
    user.last_login !== null &&
    now.getTime() - user.last_login.getTime() < LOGIN_REFRESH_INTERVAL_MS;
  return recent ? user : recordLogin(db, user.id);
}

/** The caller's own edit of their contact details; roles and ids are not theirs to change. */
export async function updateCurrentUser(
  db: Knex,
  token: SignedInUser,
  changes: ProfileChanges,
): Promise<UserRow> {
  const user = await currentUser(db, token);
  return updateProfile(db, user.id, changes);
}
