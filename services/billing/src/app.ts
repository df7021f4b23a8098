import type Koa from 'koa';
import type { Knex } from 'knex';
import { createServiceApp, type Auth, type Logger, type Transport } from '@rha/kit';
import { adminInvoicesRoutes } from './routes/admin-invoices.js';
import { financeRoutes } from './routes/finance.js';
import { adminPayRoutes } from './routes/admin-pay.js';
import { ownInvoicesRoutes } from './routes/own-invoices.js';
import { ownPayRoutes } from './routes/own-pay.js';

export interface AppDeps {
  logger: Logger;
  db: Knex;
  auth: Auth;
  transport?: Transport;
}

/** Bodies are a payment record or a credit note's reason: 8 kB is generous. */
const BODY_LIMIT = '8kb';

export function createApp({ logger, db, auth, transport }: AppDeps): Koa {
  return createServiceApp({
    logger,
    db,
    transport,
    bodyLimit: BODY_LIMIT,
    routers: [
      ownInvoicesRoutes({ db, auth }),
      adminInvoicesRoutes({ db, auth }),
      financeRoutes({ db, auth }),
      ownPayRoutes({ db, auth }),
      adminPayRoutes({ db, auth }),
    ],
  });
}
