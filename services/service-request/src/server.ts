import { bootService, createInternalFetch, type RunningService, type ServiceDeps } from '@rha/kit';
import { createApp } from './app.js';
import { createCompanyApi } from './clients/company.js';
import { createTechnicianApi } from './clients/technician.js';
import { configSchema, type Config } from './config.js';
import { migrations } from './db/migrations/index.js';
import { startBackgroundWork } from './background-work.js';
import { startEventConsumer } from './events/index.js';

export { configSchema, type Config };

export type StartDeps = ServiceDeps;

export async function start(config: Config, deps: StartDeps = {}): Promise<RunningService> {
  // One connection pool per service called, shared by its clients, as in the bff.
  const internal = createInternalFetch();
  const { fetch } = internal;
  const technician = createTechnicianApi({
    baseUrl: config.TECHNICIAN_URL,
    internalApiToken: config.INTERNAL_API_TOKEN,
    fetch,
  });
  const dispatch = {
    waveDelayMinutes: config.DISPATCH_WAVE_DELAY_MINUTES,
    offerExpiryMinutes: config.OFFER_EXPIRY_MINUTES,
  };
  const onSite = { autoApproveHours: config.AUTO_APPROVE_HOURS };
  const files = { photoLimit: config.PHOTO_LIMIT };
  const calls = {
    ringTimeoutSeconds: config.CALL_RING_TIMEOUT_SECONDS,
    idleTimeoutSeconds: config.CALL_IDLE_TIMEOUT_SECONDS,
    signalsPerMinute: config.CALL_SIGNALS_PER_MINUTE,
  };
  const running = await bootService({
    name: 'service-request',
    config,
    migrations,
    deps,
    // In the relay's place: the relay, with smart dispatch and automatic approval ticking beside it.
    relay: ({ db, transport, logger }) =>
      startBackgroundWork({
        db,
        transport,
        logger,
        technician,
        settings: dispatch,
        messageDigestMinutes: config.MESSAGE_DIGEST_MINUTES,
        calls,
        tickSeconds: config.DISPATCH_TICK_SECONDS,
      }),
    consumers: [({ db, transport, logger }) => startEventConsumer({ db, transport, logger })],
    buildApp: ({ logger, db, transport, auth, relay }) =>
      createApp({
        logger,
        db,
        auth,
        company: createCompanyApi({ baseUrl: config.COMPANY_URL, fetch }),
        technician,
        dispatch,
        onSite,
        files,
        calls,
        publishSoon: () => {
          // The relay's next pass publishes whatever this one misses; nothing is lost.
          relay
            .flush()
            .catch((error: unknown) => logger.warn({ err: error }, 'outbox not flushed'));
        },
        transport,
      }),
  });
  return {
    ...running,
    stop: async () => {
      await running.stop();
      await internal.close();
    },
  };
}
