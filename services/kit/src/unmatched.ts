import type { Layer } from '@koa/router';
import type Koa from 'koa';
import { problems } from './errors.js';

/**
 * Answers a request no route took: 405 with `Allow` when the path is served for other methods (so a
 * client learns it used the wrong verb, not the wrong address), else 404. Mounted after every router: each
 * router a request passes adds the routes whose path it matched to `ctx.matched`, so every router counts
 * without being named here.
 */
export function unmatchedRequests(): Koa.Middleware {
  return (ctx) => {
    const matched = (ctx as { matched?: Layer[] }).matched ?? [];
    const allowed = new Set(matched.flatMap((layer) => layer.methods));
    // A route served for this very method that passed the request on has nothing here either.
    if (allowed.size > 0 && !allowed.has(ctx.method)) {
      throw problems.methodNotAllowed([...allowed]);
    }
    throw problems.notFound();
  };
}
