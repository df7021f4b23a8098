import type Router from '@koa/router';
import type Koa from 'koa';
import type { Knex } from 'knex';
import type { Transport } from './bus/types.js';
import { healthRoutes } from './health.js';
import { createHttpApp } from './http.js';
import type { Logger } from './logger.js';
import { unmatchedRequests } from './unmatched.js';

export interface ServiceAppOptions {
  logger: Logger;
  db: Knex;
  transport?: Transport | undefined;
  /** Largest accepted JSON body; createHttpApp's default otherwise. */
  bodyLimit?: string;
  /** Runs after the health routes and before the routers, e.g. mapping domain errors to problems. */
  middleware?: Koa.Middleware[];
  routers: Router[];
}

/**
 * kit's HTTP app with /healthz and /readyz, the service's routes, 405 for a served path asked with another
 * method, and 404 for the rest (/metrics included).
 */
export function createServiceApp(options: ServiceAppOptions): Koa {
  const { logger, db, transport, bodyLimit } = options;
  const app = createHttpApp({ logger, ...(bodyLimit !== undefined && { bodyLimit }) });
  app.use(healthRoutes({ db, ...(transport && { transport }) }).routes());
  for (const middleware of options.middleware ?? []) app.use(middleware);
  for (const router of options.routers) app.use(router.routes());
  app.use(unmatchedRequests());
  return app;
}
