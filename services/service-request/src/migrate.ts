import { createDb, createLogger, loadConfig, migrate } from '@rha/kit';
import { configSchema } from './config.js';
import { migrations } from './db/migrations/index.js';

/* The Helm migration Job's entry: brings the schema up to date before new pods roll out, then exits. */
const config = loadConfig(
  configSchema.pick({ DATABASE_URL: true, DATABASE_SCHEMA: true, LOG_LEVEL: true }),
);
const logger = createLogger('service-request-migrate', config.LOG_LEVEL);
const db = createDb({ connectionString: config.DATABASE_URL, schema: config.DATABASE_SCHEMA });
try {
  await migrate(db, { schema: config.DATABASE_SCHEMA, migrations });
  logger.info({ schema: config.DATABASE_SCHEMA }, 'migrations applied');
} catch (error) {
  logger.error({ err: error }, 'migrations failed');
  process.exitCode = 1;
} finally {
  await db.destroy();
}
