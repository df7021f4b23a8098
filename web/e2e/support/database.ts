import { createFreshDatabase as createOn, type FreshDatabase } from '@rha/deploy/throwaway';
import { testDatabaseUrl } from '@rha/kit/testing';

/**
 * A new, empty database on the tests' Postgres: DATABASE_URL's server, else the local one, else the
 * embedded test cluster the other workspaces' tests share.
 */
export async function createFreshDatabase(prefix: string): Promise<FreshDatabase> {
  return createOn(await testDatabaseUrl(), prefix);
}
