import type Koa from 'koa';
import type { Knex } from 'knex';
import { createServiceApp, type Auth, type Logger, type Transport } from '@rha/kit';
import { addressesRoutes } from './routes/addresses.js';
import { adminCompaniesRoutes } from './routes/admin-companies.js';
import { companiesRoutes } from './routes/companies.js';
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
  return createServiceApp({
    logger,
    db,
    transport,
    bodyLimit: BODY_LIMIT,
    routers: [
      companiesRoutes({ db, auth }),
      locationsRoutes({ db, auth }),
      addressesRoutes({ auth }),
      adminCompaniesRoutes({ db, auth }),
    ],
  });
}
