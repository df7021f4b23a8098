import {
  createAuth,
  createDb,
  createInternalFetch,
  createLogger,
  createTransport,
  keycloakAuthOptions,
  runService,
  type Logger,
  type RunningService,
  type Transport,
} from '@rha/kit';
import { createApp } from './app.js';
import { createCaptcha } from './captcha/altcha.js';
import { captchaKey } from './captcha/key.js';
import { createCompanyApi } from './clients/company.js';
import { createCompanyRegistrationApi } from './clients/company-registration.js';
import { createIdentityApi } from './clients/identity.js';
import { createIdentitySignupApi } from './clients/identity-signup.js';
import { createJobFilesApi } from './clients/job-files.js';
import { createNotificationApi } from './clients/notification.js';
import { createServiceRequestApi } from './clients/service-request.js';
import { createTechnicianApi } from './clients/technician.js';
import { createForward } from './forwarding/forward.js';
import { configSchema, type Config } from './config.js';
import { startUploadCleanup } from './files/cleanup.js';
import { fileStoresFrom } from './files/from-config.js';
import { createUploadServer } from './files/upload-server.js';
import pLimit from 'p-limit';
import { keycloakEndpoints } from './keycloak.js';
import { startLiveHub } from './live/hub.js';
import { relayLiveEvents } from './live/live-relay.js';
import { createIceServerMinter, type MintIceServers } from './calls/ice-servers.js';
import { createLiveStore, ensureLiveEventsTable } from './live/store.js';
import { createProfileCache } from './profile-cache/profile-cache.js';
import { bffRateLimits } from './rate-limit/limits.js';
import { openRateLimitStore } from './rate-limit/store.js';

export { configSchema, type Config };
export { createIceServerMinter, type IceServer, type MintIceServers } from './calls/ice-servers.js';

export interface StartDeps {
  logger?: Logger;
  /** Shared by the launcher so the services' events reach the bff in process; else from AMQP_URL. */
  transport?: Transport;
  /** The ICE servers of a call's answers; by default minted from the TURN settings of the config. */
  mintIceServers?: MintIceServers;
}

export async function start(config: Config, deps: StartDeps = {}): Promise<RunningService> {
  const logger = deps.logger ?? createLogger('bff', config.LOG_LEVEL);
  const keycloak = keycloakEndpoints(config);
  const auth = createAuth(keycloakAuthOptions(config));
  // One connection pool per service, shared by every client of it.
  const internal = createInternalFetch();
  const { fetch } = internal;
  const jobFiles = createJobFilesApi({ baseUrl: config.SERVICE_REQUEST_URL, fetch });
  const { storage, uploads } = fileStoresFrom(config);
  const uploadServer = createUploadServer({
    jobFiles,
    storage,
    uploads,
    imageJobs: pLimit(config.IMAGE_JOB_CONCURRENCY),
    logger,
  });
  const rateLimitStore = await openRateLimitStore({
    connectionString: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
  });
  const liveDb = createDb({
    connectionString: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
  });
  await ensureLiveEventsTable(liveDb, config.DATABASE_SCHEMA);
  const transport = deps.transport ?? (await createTransport({ url: config.AMQP_URL, logger }));
  const liveStore = createLiveStore(liveDb);
  const live = await startLiveHub({ store: liveStore, transport, logger });
  const notices = await relayLiveEvents({ hub: live, transport, logger });
  const pruning = setInterval(
    () => {
      liveStore.prune(config.LIVE_EVENT_RETENTION_HOURS).catch((error: unknown) => {
        logger.warn({ err: error }, 'old live events not pruned; tried again later');
      });
    },
    60 * 60 * 1000,
  );
  pruning.unref();
  const app = createApp({
    live,
    mintIceServers: deps.mintIceServers ?? createIceServerMinter(config),
    logger,
    auth,
    identity: createIdentityApi({ baseUrl: config.IDENTITY_URL, fetch }),
    identityUrl: config.IDENTITY_URL,
    identitySignup: createIdentitySignupApi({ baseUrl: config.IDENTITY_URL, fetch }),
    company: createCompanyApi({ baseUrl: config.COMPANY_URL, fetch }),
    companyRegistration: createCompanyRegistrationApi({ baseUrl: config.COMPANY_URL, fetch }),
    serviceRequests: createServiceRequestApi({ baseUrl: config.SERVICE_REQUEST_URL, fetch }),
    technician: createTechnicianApi({ baseUrl: config.TECHNICIAN_URL, fetch }),
    forward: createForward(
      {
        identity: config.IDENTITY_URL,
        company: config.COMPANY_URL,
        'service-request': config.SERVICE_REQUEST_URL,
        technician: config.TECHNICIAN_URL,
        notification: config.NOTIFICATION_URL,
        billing: config.BILLING_URL,
      },
      fetch,
    ),
    billingUrl: config.BILLING_URL,
    jobFiles,
    fileStorage: storage,
    uploadServer,
    unfinishedUploads: {
      maxCount: config.UNFINISHED_UPLOADS_MAX_COUNT,
      maxBytes: config.UNFINISHED_UPLOADS_MAX_MEGABYTES * 1024 * 1024,
    },
    captcha: createCaptcha({
      hmacKey: captchaKey(config.CAPTCHA_HMAC_KEY, logger),
      cost: config.CAPTCHA_COST,
      maxCounter: config.CAPTCHA_MAX_COUNTER,
      ttlSeconds: config.CAPTCHA_TTL_SECONDS,
    }),
    notification: createNotificationApi({
      baseUrl: config.NOTIFICATION_URL,
      internalApiToken: config.INTERNAL_API_TOKEN,
      fetch,
    }),
    rateLimits: bffRateLimits(rateLimitStore, config),
    profiles: createProfileCache({ maxAgeMs: config.PROFILE_CACHE_SECONDS * 1000 }),
    trustProxy: config.TRUST_PROXY,
    runtimeConfig: {
      keycloakUrl: keycloak.publicUrl,
      realm: config.KEYCLOAK_REALM,
      clientId: config.KEYCLOAK_CLIENT_ID,
      supportEmail: config.SUPPORT_EMAIL,
    },
    ...(config.WEB_DIST
      ? { web: { root: config.WEB_DIST, keycloakOrigin: keycloak.publicOrigin } }
      : {}),
  });

  const running = await runService({
    name: 'bff',
    port: config.PORT,
    metricsPort: config.METRICS_PORT,
    ...(config.HOST && { host: config.HOST }),
    app,
    logger,
  });
  const cleanup = startUploadCleanup(uploadServer, config.UPLOAD_CLEANUP_MINUTES, logger);
  return {
    ...running,
    stop: async () => {
      cleanup.stop();
      clearInterval(pruning);
      await notices.stop();
      // Open streams would hold the server's close: ended, their clients reconnect elsewhere.
      await live.stop();
      await running.stop();
      if (!deps.transport) await transport.close();
      await liveDb.destroy();
      await internal.close();
      await rateLimitStore.close();
    },
  };
}
