import type { Migration } from '@rha/kit';
import { createCompanies } from './20251121200000_create_companies.js';
import { createOwnerContacts } from './20261124100000_create_owner_contacts.js';
import { addIdempotencyKeys } from './20261231090000_add_idempotency_keys.js';
import { scopeIdempotencyKeysToEndpoints } from './20261231120000_scope_idempotency_keys_to_endpoints.js';
import { addCompanyListIndexes } from './20270110090105_add_company_list_indexes.js';

/** Every migration of the company schema, oldest first. */
export const migrations: Migration[] = [
  createCompanies,
  createOwnerContacts,
  addIdempotencyKeys,
  scopeIdempotencyKeysToEndpoints,
  addCompanyListIndexes,
];
