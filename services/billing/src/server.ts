import { bootService, type RunningService, type ServiceDeps } from '@rha/kit';
import { createApp } from './app.js';
import { configSchema, type Config } from './config.js';
import { migrations } from './db/migrations/index.js';
import { startEventConsumer } from './events/index.js';
import { startPayTransferWork } from './pay-transfer-work.js';
import { paymentProviderFrom } from './providers/index.js';

export { configSchema, type Config };

export interface StartDeps extends ServiceDeps {
  /** Delivery attempts of a failing event and the wait between them; kit's defaults otherwise. */
  events?: { maxAttempts?: number; retryDelayMs?: number };
}

export function start(config: Config, deps: StartDeps = {}): Promise<RunningService> {
  const provider = paymentProviderFrom(config);
  return bootService({
    name: 'billing',
    config,
    migrations,
    deps,
    relay: ({ db, transport, logger }) =>
      startPayTransferWork({
        db,
        transport,
        logger,
        provider,
        intervalSeconds: config.PAY_TRANSFER_SECONDS,
      }),
    consumers: [
      ({ db, transport, logger }) =>
        startEventConsumer({
          db,
          transport,
          logger,
          maxAttempts: deps.events?.maxAttempts,
          retryDelayMs: deps.events?.retryDelayMs,
        }),
    ],
    buildApp: ({ logger, db, transport, auth }) =>
      createApp({ logger, db, auth, transport, provider, publicWebUrl: config.PUBLIC_WEB_URL }),
  });
}
