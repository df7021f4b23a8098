import { bootService, type RunningService, type ServiceDeps } from '@rha/kit';
import { createApp } from './app.js';
import { configSchema, type Config } from './config.js';
import { migrations } from './db/migrations/index.js';

export { configSchema, type Config };

export type StartDeps = ServiceDeps;

export function start(config: Config, deps: StartDeps = {}): Promise<RunningService> {
  return bootService({
    name: 'technician',
    config,
    migrations,
    deps,
    buildApp: ({ logger, db, transport, auth }) => createApp({ logger, db, auth, transport }),
  });
}
