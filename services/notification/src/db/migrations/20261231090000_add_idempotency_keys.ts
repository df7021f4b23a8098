import { idempotencyKeysMigration, type Migration } from '@rha/kit';

export const addIdempotencyKeys: Migration = idempotencyKeysMigration(
  '20261231090000_add_idempotency_keys',
);
