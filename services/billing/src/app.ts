import type Koa from 'koa';
import type { Knex } from 'knex';
import { createServiceApp, type Auth, type Logger, type Transport } from '@rha/kit';
import { adminInvoicesRoutes } from './routes/admin-invoices.js';
import { financeRoutes } from './routes/finance.js';
import { adminPayRoutes } from './routes/admin-pay.js';
import { ownInvoicesRoutes } from './routes/own-invoices.js';
import { ownPayRoutes } from './routes/own-pay.js';
import { providerPaymentsRoutes } from './routes/provider-payments.js';
import type { PaymentProvider } from './providers/index.js';
import { estimateRoutes } from './routes/estimates.js';
import { priceTableRoutes } from './routes/price-table.js';
import { paymentTermsRoutes } from './routes/payment-terms.js';

export interface AppDeps {
  logger: Logger;
  db: Knex;
  auth: Auth;
  transport?: Transport;
  provider: PaymentProvider;
  /** The web app's origin, where the provider's pages send people back. */
  publicWebUrl: string;
}

/** Bodies are a payment record, a credit note's reason or a provider's notice of one payment. */
const BODY_LIMIT = '64kb';

export function createApp({ logger, db, auth, transport, provider, publicWebUrl }: AppDeps): Koa {
  return createServiceApp({
    logger,
    db,
    transport,
    bodyLimit: BODY_LIMIT,
    routers: [
      ownInvoicesRoutes({ db, auth }),
      adminInvoicesRoutes({ db, auth }),
      financeRoutes({ db, auth }),
      ownPayRoutes({ db, auth, provider, publicWebUrl }),
      adminPayRoutes({ db, auth }),
      providerPaymentsRoutes({ db, auth, logger, provider }),
      priceTableRoutes({ db, auth }),
      estimateRoutes({ db, auth }),
      paymentTermsRoutes({ db, auth }),
    ],
  });
}
