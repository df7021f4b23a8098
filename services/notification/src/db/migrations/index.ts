import type { Migration } from '@rha/kit';
import { createEmails } from './20251201090000_create_emails.js';
import { createContactMessages } from './20251201090100_create_contact_messages.js';
import { createCaptchaSolutions } from './20251201090200_create_captcha_solutions.js';
import { addEmailsOnceKey } from './20251215090000_add_emails_once_key.js';
import { createRequestAssignments } from './20261220090000_create_request_assignments.js';
import { addIdempotencyKeys } from './20261231090000_add_idempotency_keys.js';
import { scopeIdempotencyKeysToEndpoints } from './20261231120000_scope_idempotency_keys_to_endpoints.js';
import { holdEmailsForUnverifiedAddresses } from './20270102090000_hold_emails_for_unverified_addresses.js';
import { createNotifications } from './20270110090003_create_notifications.js';
import { createAdminAccounts } from './20270111090027_create_admin_accounts.js';

/** Every migration of the notification schema, oldest first. */
export const migrations: Migration[] = [
  createEmails,
  createContactMessages,
  createCaptchaSolutions,
  addEmailsOnceKey,
  createRequestAssignments,
  addIdempotencyKeys,
  scopeIdempotencyKeysToEndpoints,
  holdEmailsForUnverifiedAddresses,
  createNotifications,
  createAdminAccounts,
];
