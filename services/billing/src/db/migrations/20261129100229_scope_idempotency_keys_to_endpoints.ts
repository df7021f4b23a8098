import { scopeIdempotencyKeysToEndpointsMigration, type Migration } from '@rha/kit';

export const scopeIdempotencyKeysToEndpoints: Migration = scopeIdempotencyKeysToEndpointsMigration(
  '20261129100229_scope_idempotency_keys_to_endpoints',
);
