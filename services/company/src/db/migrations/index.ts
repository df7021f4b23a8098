import type { Migration } from '@rha/kit';
import { createCompanies } from './20251121200000_create_companies.js';

/** Every migration of the company schema, oldest first. */
export const migrations: Migration[] = [createCompanies];
