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
import { usersRoutes } from './routes/users.js';

export interface AppDeps {
  logger: Logger;
  db: Knex;
  auth: Auth;
  transport?: Transport;
}

export function createApp({ logger, db, auth, transport }: AppDeps): Koa {
  const app = createHttpApp({ logger });
  const health = healthRoutes({ db, transport });
  const users = usersRoutes({ db, auth });

  app.use(health.routes());
  app.use(users.routes());
  app.use(() => {
    throw problems.notFound();
  });
  return app;
}
