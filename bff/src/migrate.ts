import { createDb, loadConfig } from '@rha/kit';
import { databaseSettings } from './config.js';
import { ensureLiveEventsTable } from './live/store.js';
import { ensureRateLimitTable } from './rate-limit/store.js';

// The Helm migration Job: the counters' and live events' tables exist before new replicas start, which make them too if missing.
const config = loadConfig(databaseSettings);
const db = createDb({ connectionString: config.DATABASE_URL, schema: config.DATABASE_SCHEMA });
try {
  await ensureRateLimitTable(db, config.DATABASE_SCHEMA);
  await ensureLiveEventsTable(db, config.DATABASE_SCHEMA);
} finally {
  await db.destroy();
}
