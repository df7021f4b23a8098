/** `node dist/migrate.js`: applies the notification schema's migrations and exits (the Helm migration Job). */
import { createDb, createLogger, loadConfig, migrate } from '@rha/kit';
import { configSchema } from './config.js';
import { migrations } from './db/migrations/index.js';

// Only what migrating needs: the Job should not fail for want of SMTP settings.
const config = loadConfig(
  configSchema.pick({ DATABASE_URL: true, DATABASE_SCHEMA: true, LOG_LEVEL: true }),
);
const logger = createLogger('notification-migrate', config.LOG_LEVEL);
const db = createDb({ connectionString: config.DATABASE_URL, schema: config.DATABASE_SCHEMA });
try {
  await migrate(db, { schema: config.DATABASE_SCHEMA, migrations });
  logger.info({ schema: config.DATABASE_SCHEMA }, 'migrated');
} finally {
  await db.destroy();
}
