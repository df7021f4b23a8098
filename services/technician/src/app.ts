import type Koa from 'koa';
import type { Knex } from 'knex';
import {
  createServiceApp,
  requireInternalCaller,
  type Auth,
  type Logger,
  type Transport,
} from '@rha/kit';
import { adminRoutes } from './routes/admin.js';
import { attentionRoutes } from './routes/attention.js';
import { coverageRoutes } from './routes/coverage.js';
import { dispatchRoutes } from './routes/dispatch.js';
import { locationRoutes } from './routes/location.js';
import { metadataRoutes } from './routes/metadata.js';
import { techniciansRoutes } from './routes/technicians.js';

export interface AppDeps {
  logger: Logger;
  db: Knex;
  auth: Auth;
  transport?: Transport;
  /** INTERNAL_API_TOKEN: what other services send to reach the `/internal` routes. */
  internalApiToken: string;
}

/** The largest body is the whole metadata object: 100 lists of 100 short tags stay under 256 kB. */
const BODY_LIMIT = '256kb';

export function createApp({ logger, db, auth, transport, internalApiToken }: AppDeps): Koa {
  return createServiceApp({
    logger,
    db,
    transport,
    bodyLimit: BODY_LIMIT,
    routers: [
      techniciansRoutes({ db, auth }),
      metadataRoutes({ db, auth }),
      locationRoutes({ db, auth }),
      coverageRoutes({ db, auth }),
      adminRoutes({ db, auth }),
      attentionRoutes({ db, auth }),
      dispatchRoutes({ db, auth, requireInternalCaller: requireInternalCaller(internalApiToken) }),
    ],
  });
}
