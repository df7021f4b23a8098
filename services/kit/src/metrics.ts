import type Koa from 'koa';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * Process metrics are registered once per process; request metrics live in one registry per app,
 * so several services started in one process (the launcher) never clash on metric names.
 */
let processRegistry: Registry | undefined;
const appRegistries = new WeakMap<Koa, Registry>();

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Times every request of `app` into `http_request_duration_seconds`. */
export function instrumentRequests(app: Koa): Koa.Middleware {
  const registry = new Registry();
  appRegistries.set(app, registry);
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by method, matched route and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return async (ctx, next) => {
    const stop = duration.startTimer();
    try {
      await next();
    } finally {
      const route = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      // Raw paths would make one series per id; unmatched requests share one label.
      stop({
        method: ctx.method,
        route: route ? String(route) : 'unmatched',
        status_code: ctx.status,
      });
    }
  };
}

/** The Prometheus text for `app`: process metrics plus the app's own request metrics. */
export async function metricsOf(app: Koa): Promise<{ contentType: string; body: string }> {
  const registries = [processMetrics()];
  const own = appRegistries.get(app);
  if (own) registries.push(own);
  const merged = Registry.merge(registries);
  return { contentType: merged.contentType, body: await merged.metrics() };
}
