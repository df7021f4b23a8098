import { idempotencyKeysMigration, type Migration } from '@rha/kit';

export const addIdempotencyKeys: Migration = idempotencyKeysMigration(
  '20261129100129_add_idempotency_keys',
);
