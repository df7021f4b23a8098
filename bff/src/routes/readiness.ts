import Router from '@koa/router';

/** A readiness probe must answer before the orchestrator gives up on it. */
const PROBE_TIMEOUT_MS = 2_000;

/** GET /readyz: the bff can serve /api/user only while identity answers. */
export function readinessRoutes(identityUrl: string): Router {
  const router = new Router();
  const identityHealth = `${identityUrl.replace(/\/+$/, '')}/healthz`;

  router.get('/readyz', async (ctx) => {
    // Same shape as the services' /readyz (kit), with identity as the one dependency.
    const ready = await answers(identityHealth);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ok' : 'unavailable', identity: ready ? 'ok' : 'down' };
  });

  return router;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
