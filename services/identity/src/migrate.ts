import { loadConfig, runMigrationJob } from '@rha/kit';
import { configSchema } from './config.js';
import { migrations } from './db/migrations/index.js';

const config = loadConfig(configSchema);
await runMigrationJob({
  connectionString: config.DATABASE_URL,
  schema: config.DATABASE_SCHEMA,
  migrations,
});
