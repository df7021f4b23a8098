import type Koa from 'koa';
import type { RuntimeConfig } from '@rha/contracts';
import { createHttpApp, healthRoutes, problems, type Auth, type Logger } from '@rha/kit';
import type { IdentityApi } from './clients/identity.js';
import { runtimeConfigRoutes } from './routes/config.js';
import { readinessRoutes } from './routes/readiness.js';
import { userRoutes } from './routes/user.js';
import { serveWebApp, type WebAppOptions } from './static.js';

export interface AppDeps {
  logger: Logger;
  auth: Auth;
  identity: IdentityApi;
  identityUrl: string;
  runtimeConfig: RuntimeConfig;
  /** The built web app to serve beside the API; absent when the web app is hosted elsewhere. */
  web?: WebAppOptions;
}

export function createApp(deps: AppDeps): Koa {
  const app = createHttpApp({ logger: deps.logger });

  // Before kit's health routes so that /readyz checks identity, the bff's one dependency.
  app.use(readinessRoutes(deps.identityUrl).routes());
  app.use(healthRoutes({}).routes());
  app.use(runtimeConfigRoutes(deps.runtimeConfig).routes());
  app.use(userRoutes({ auth: deps.auth, identity: deps.identity }).routes());
  if (deps.web) app.use(serveWebApp(deps.web));
  app.use(() => {
    throw problems.notFound();
  });
  return app;
}
