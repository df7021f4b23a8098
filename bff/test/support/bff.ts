import { createLogger, parseEnv, type RunningService } from '@rha/kit';
import { configSchema, start } from '../../src/server.js';

/** The shared service credential of the test stacks (bff, service-request and technician). */
export const testInternalApiToken = 'bff-test-internal-api-token-0123456789';

/** Starts the bff the way main.ts does, from environment-style settings, on a random port. */
export async function startBff(env: Record<string, string | undefined>): Promise<RunningService> {
  const parsed = parseEnv(configSchema, {
    PORT: '0',
    LOG_LEVEL: 'silent',
    INTERNAL_API_TOKEN: testInternalApiToken,
    ...env,
  });
  if (!parsed.ok) throw new Error(`bad bff test config: ${JSON.stringify(parsed.problems)}`);
  return start(parsed.value, { logger: createLogger('bff', 'silent') });
}
