import type { Migration } from '@rha/kit';
import { createBilling } from './20261129100029_create_billing.js';
import { addIdempotencyKeys } from './20261129100129_add_idempotency_keys.js';
import { scopeIdempotencyKeysToEndpoints } from './20261129100229_scope_idempotency_keys_to_endpoints.js';
import { addPayStatements } from './20261201100005_add_pay_statements.js';

/** Every migration of the billing schema, oldest first. */
export const migrations: Migration[] = [
  createBilling,
  addIdempotencyKeys,
  scopeIdempotencyKeysToEndpoints,
  addPayStatements,
];
