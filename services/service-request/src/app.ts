import type Koa from 'koa';
import type { Knex } from 'knex';
import { createServiceApp, type Auth, type Logger, type Transport } from '@rha/kit';
import type { CompanyApi } from './clients/company.js';
import { adminServiceRequestsRoutes } from './routes/admin-service-requests.js';
import { requestLifecycleRoutes } from './routes/request-lifecycle.js';
import { serviceRequestsRoutes } from './routes/service-requests.js';

export interface AppDeps {
  logger: Logger;
  db: Knex;
  auth: Auth;
  company: CompanyApi;
  transport?: Transport;
}

export function createApp({ logger, db, auth, company, transport }: AppDeps): Koa {
  return createServiceApp({
    logger,
    db,
    transport,
    routers: [
      serviceRequestsRoutes({ db, auth, company }),
      requestLifecycleRoutes({ db, auth, company }),
      adminServiceRequestsRoutes({ db, auth }),
    ],
  });
}
