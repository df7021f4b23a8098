import { createFreshDatabase as createOn, type FreshDatabase } from '@rha/deploy/throwaway';

const defaultServerUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty database on the real Postgres (DATABASE_URL's server, else the local one). */
export function createFreshDatabase(prefix: string): Promise<FreshDatabase> {
  return createOn(process.env.DATABASE_URL || defaultServerUrl, prefix);
}
