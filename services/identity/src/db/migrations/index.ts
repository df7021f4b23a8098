import type { Migration } from '@rha/kit';
import { createUsers } from './20251121180000_create_users.js';

/** Every migration of the identity schema, oldest first. */
export const migrations: Migration[] = [createUsers];
