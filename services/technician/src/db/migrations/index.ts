import type { Migration } from '@rha/kit';
import { createTechnicians } from './20251201120000_create_technicians.js';

/** Every migration of the technician schema, oldest first. */
export const migrations: Migration[] = [createTechnicians];
