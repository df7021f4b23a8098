import type { Migration } from '@rha/kit';
import { createBilling } from './20261129100029_create_billing.js';
import { addIdempotencyKeys } from './20261129100129_add_idempotency_keys.js';
import { scopeIdempotencyKeysToEndpoints } from './20261129100229_scope_idempotency_keys_to_endpoints.js';
import { priceSettings } from './20261201100001_price_settings.js';
import { addQuotesAndPaymentTerms } from './20261201100002_add_quotes_and_payment_terms.js';
import { addCompletedWork } from './20261201100004_add_completed_work.js';
import { addPayStatements } from './20261201100005_add_pay_statements.js';
import { addPayoutAccounts } from './20261201100006_add_payout_accounts.js';

/** Every migration of the billing schema, oldest first. */
export const migrations: Migration[] = [
  createBilling,
  addIdempotencyKeys,
  scopeIdempotencyKeysToEndpoints,
  priceSettings,
  addQuotesAndPaymentTerms,
  addCompletedWork,
  addPayStatements,
  addPayoutAccounts,
];
