import type { RequestListener } from 'node:http';
import type Koa from 'koa';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Logger } from './logger.js';

/**
 * Process metrics are registered once per process; request metrics live in one registry per app,
 * so several services started in one process (the launcher) never clash on metric names.
 */
let processRegistry: Registry | undefined;
const appRegistries = new WeakMap<Koa, Registry>();

let eventOutcomes: Counter<'queue' | 'outcome'> | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Counts each failed event delivery by queue: `retried` or `dead_lettered`. Per process, as the consumer
 * belongs to no app; an operator alerts on dead letters instead of reading the DLQ by hand.
 */
export function countEventFailure(queue: string, outcome: 'retried' | 'dead_lettered'): void {
  eventOutcomes ??= new Counter({
    name: 'events_failed_total',
    help: 'Event deliveries that failed, by queue and outcome (retried or dead_lettered).',
    labelNames: ['queue', 'outcome'] as const,
    registers: [processMetrics()],
  });
  eventOutcomes.inc({ queue, outcome });
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

/**
 * The metrics listener's handler: GET /metrics answers `app`'s metrics, anything else 404. It runs on a port
 * of its own so the public port, the one the ingress routes to, never serves them.
 */
export function metricsListener(app: Koa, logger: Logger): RequestListener {
  return (request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found\n');
      return;
    }
    metricsOf(app).then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
      },
    );
  };
}
