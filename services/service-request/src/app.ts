import type Koa from 'koa';
import type { Knex } from 'knex';
import {
  createHttpApp,
  healthRoutes,
  problems,
  type Auth,
  type Logger,
  type Transport,
} from '@rha/kit';
import type { CompanyApi } from './clients/company.js';
import { serviceRequestsRoutes } from './routes/service-requests.js';

export interface AppDeps {
  logger: Logger;
  db: Knex;
  auth: Auth;
  company: CompanyApi;
  transport?: Transport;
}

export function createApp({ logger, db, auth, company, transport }: AppDeps): Koa {
  const app = createHttpApp({ logger });
  const health = healthRoutes({ db, transport });
  const serviceRequests = serviceRequestsRoutes({ db, auth, company });

  app.use(health.routes());
  app.use(serviceRequests.routes());
  app.use(() => {
    throw problems.notFound();
  });
  return app;
}
