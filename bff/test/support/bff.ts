import { randomBytes } from 'node:crypto';
import { createDb, createLogger, parseEnv, type RunningService } from '@rha/kit';
import { testDatabaseUrl } from '@rha/kit/testing';
import { configSchema, start, type StartDeps } from '../../src/server.js';

/** The shared service credential of the test stacks (bff, service-request and technician). */
export const testInternalApiToken = 'bff-test-internal-api-token-0123456789';

/**
 * Starts the bff the way main.ts does, from environment-style settings, on a random port. Unless the test names
 * one, its rate-limit counters get a schema of their own, dropped at stop, so test files never share counts.
 */
export async function startBff(
  env: Record<string, string | undefined>,
  deps: Omit<StartDeps, 'logger'> = {},
): Promise<RunningService> {
  const ownSchema = env.DATABASE_SCHEMA ? undefined : `bff_test_${randomBytes(4).toString('hex')}`;
  const parsed = parseEnv(configSchema, {
    PORT: '0',
    LOG_LEVEL: 'silent',
    INTERNAL_API_TOKEN: testInternalApiToken,
    DATABASE_URL: await testDatabaseUrl(),
    ...(ownSchema && { DATABASE_SCHEMA: ownSchema }),
    ...env,
  });
  if (!parsed.ok) throw new Error(`bad bff test config: ${JSON.stringify(parsed.problems)}`);
  const running = await start(parsed.value, { ...deps, logger: createLogger('bff', 'silent') });
  if (!ownSchema) return running;
  return {
    ...running,
    async stop() {
      await running.stop();
      await dropSchema(parsed.value.DATABASE_URL, ownSchema);
    },
  };
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const db = createDb({ connectionString: url, schema });
  try {
    await db.raw('drop schema if exists ?? cascade', [schema]);
  } finally {
    await db.destroy();
  }
}
