import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Transport } from './bus/types.js';

export interface HealthOptions {
  db?: Knex;
  transport?: Transport;
  /** How long a dependency may take to answer before it counts as down. Default 2000 ms. */
  timeoutMs?: number;
}

type DependencyState = 'ok' | 'down' | 'not_configured';

/**
 * /healthz says the process runs (so a database outage never restarts healthy pods);
 * /readyz says whether the database and broker answer. /metrics is not here: runService serves it on its own
 * port (metricsPort), which no ingress routes to.
 */
export function healthRoutes(options: HealthOptions): Router {
  const { db, transport } = options;
  const timeoutMs = options.timeoutMs ?? 2_000;
  const router = new Router();

  router.get('/healthz', (ctx) => {
    ctx.set('cache-control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    const [database, broker] = await Promise.all([
      db ? check(() => db.raw('select 1'), timeoutMs) : ('not_configured' as const),
      transport ? check(() => transport.isReady(), timeoutMs) : ('not_configured' as const),
    ]);
    const ready = database !== 'down' && broker !== 'down';
    ctx.set('cache-control', 'no-store');
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ok' : 'unavailable', database, broker };
  });

  return router;
}

async function check(probe: () => Promise<unknown>, timeoutMs: number): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answered = await Promise.race([probe().then((result) => result !== false), timeout]);
    return answered ? 'ok' : 'down';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
