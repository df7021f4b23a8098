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
import { addressesRoutes } from './routes/addresses.js';
import { companiesRoutes } from './routes/companies.js';
import { companyErrors } from './routes/company-errors.js';
import { locationsRoutes } from './routes/locations.js';

export interface AppDeps {
  logger: Logger;
  db: Knex;
  auth: Auth;
  transport?: Transport;
}

/** Company bodies are a name, a URL and an address: 16 kB is generous and bounds abuse. */
const BODY_LIMIT = '16kb';

export function createApp({ logger, db, auth, transport }: AppDeps): Koa {
  const app = createHttpApp({ logger, bodyLimit: BODY_LIMIT });

  app.use(healthRoutes({ db, transport }).routes());
  app.use(companyErrors());
  app.use(companiesRoutes({ db, auth }).routes());
  app.use(locationsRoutes({ db, auth }).routes());
  app.use(addressesRoutes({ auth }).routes());
  app.use(() => {
    throw problems.notFound();
  });
  return app;
}
