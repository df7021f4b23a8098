import type Koa from 'koa';
import { createAuth, type Auth } from '../auth.js';
import { migrate, type Knex } from '../db.js';
import { createLogger, type Logger } from '../logger.js';
import type { Migration } from '../migration.js';
import { runService, type RunningService } from '../service.js';
import { createTestDb, type TestDb } from './database.js';
import { startTestIssuer, type TestIssuer } from './issuer.js';

/** A service's app as its tests run it: on a random port, a fresh schema and a test issuer. */
export interface AppUnderTest {
  url: string;
  service: RunningService;
  testDb: TestDb;
  issuer: TestIssuer;
  /** Stops the app, then the issuer, then drops the schema. */
  stop(): Promise<void>;
}

export interface AppUnderTestOptions {
  name: string;
  /** Names the fresh schema. */
  prefix: string;
  migrations: Migration[];
  createApp(deps: { logger: Logger; db: Knex; auth: Auth }): Koa;
}

/** Migrates a fresh schema and runs the app on it, trusting a test issuer's tokens. */
export async function startAppUnderTest(options: AppUnderTestOptions): Promise<AppUnderTest> {
  const testDb = await createTestDb(options.prefix);
  await migrate(testDb.db, { schema: testDb.schema, migrations: options.migrations });
  const issuer = await startTestIssuer();
  const logger = createLogger(options.name, 'silent');
  const auth = createAuth({
    issuer: issuer.issuer,
    audience: issuer.audience,
    jwksUri: issuer.jwksUri,
  });
  const service = await runService({
    name: options.name,
    port: 0,
    app: options.createApp({ logger, db: testDb.db, auth }),
    logger,
  });
  return {
    url: service.url,
    service,
    testDb,
    issuer,
    async stop() {
      await service.stop();
      await issuer.close();
      await testDb.drop();
    },
  };
}
