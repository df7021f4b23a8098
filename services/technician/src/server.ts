import { bootService, type RunningService, type ServiceDeps } from '@rha/kit';
import { createApp } from './app.js';
import { configSchema, type Config } from './config.js';
import { migrations } from './db/migrations/index.js';
import { startEventConsumer } from './events/index.js';

export { configSchema, type Config };

export type StartDeps = ServiceDeps;

export function start(config: Config, deps: StartDeps = {}): Promise<RunningService> {
  return bootService({
    name: 'technician',
    config,
    migrations,
    deps,
    consumers: [({ db, transport, logger }) => startEventConsumer({ db, transport, logger })],
    buildApp: ({ logger, db, transport, auth }) =>
      createApp({ logger, db, auth, transport, internalApiToken: config.INTERNAL_API_TOKEN }),
  });
}
