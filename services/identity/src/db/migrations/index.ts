import type { Migration } from '@rha/kit';
import { createUsers } from './20251121180000_create_users.js';
import { createSignupDrafts } from './20251201090000_create_signup_drafts.js';
import { addUsersRegisteredAt } from './20251201090100_add_users_registered_at.js';
import { addSignupDraftsSecretHash } from './20261129013000_add_signup_drafts_secret_hash.js';
import { addUsersPendingEmail } from './20261129030000_add_users_pending_email.js';
import { addUsersEmailVerified } from './20261129050000_add_users_email_verified.js';

/** Every migration of the identity schema, oldest first. */
export const migrations: Migration[] = [
  createUsers,
  createSignupDrafts,
  addUsersRegisteredAt,
  addSignupDraftsSecretHash,
  addUsersPendingEmail,
  addUsersEmailVerified,
];
