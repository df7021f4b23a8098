import Router from '@koa/router';
import type { RuntimeConfig } from '@rha/contracts';

/** GET /config.json: one web build runs everywhere because it learns its sign-in settings here. */
export function runtimeConfigRoutes(runtimeConfig: RuntimeConfig): Router {
  const router = new Router();

  router.get('/config.json', (ctx) => {
    // Never cached: a redeploy with another Keycloak URL must reach browsers at once.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = runtimeConfig;
  });

  return router;
}
