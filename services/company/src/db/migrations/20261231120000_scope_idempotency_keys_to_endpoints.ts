import { scopeIdempotencyKeysToEndpointsMigration, type Migration } from '@rha/kit';

export const scopeIdempotencyKeysToEndpoints: Migration = scopeIdempotencyKeysToEndpointsMigration(
  '20261231120000_scope_idempotency_keys_to_endpoints',
);
