import { loadConfig, runMigrationJob } from '@rha/kit';
import { configSchema } from './config.js';
import { migrations } from './db/migrations/index.js';

// Only what migrating needs: the Helm migration Job should not fail for want of runtime settings.
const config = loadConfig(configSchema.pick({ DATABASE_URL: true, DATABASE_SCHEMA: true }));
await runMigrationJob({
  connectionString: config.DATABASE_URL,
  schema: config.DATABASE_SCHEMA,
  migrations,
});
