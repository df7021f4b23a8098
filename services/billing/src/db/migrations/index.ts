import type { Migration } from '@rha/kit';
import { createBilling } from './20261129100029_create_billing.js';
import { addIdempotencyKeys } from './20261129100129_add_idempotency_keys.js';
import { scopeIdempotencyKeysToEndpoints } from './20261129100229_scope_idempotency_keys_to_endpoints.js';
import { addQuotesAndPaymentTerms } from './20261201100002_add_quotes_and_payment_terms.js';

/** Every migration of the billing schema, oldest first. */
export const migrations: Migration[] = [
  createBilling,
  addIdempotencyKeys,
  scopeIdempotencyKeysToEndpoints,
  addQuotesAndPaymentTerms,
];
