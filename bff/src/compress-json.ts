import compress from 'koa-compress';
import type Koa from 'koa';

/** JSON media types: `application/json` and the `+json` kinds (problem details among them). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;

/**
 * Compresses JSON answers for a browser that accepts it: lists and pages are repetitive text, and
 * over a satellite link their size is most of their wait. Nothing else: the web app's files come
 * compressed already, uploads and images do not shrink, and gzip would hold the live stream's
 * events back until a block filled.
 */
export function compressJson(): Koa.Middleware {
  return compress({ filter: (contentType) => JSON_TYPE.test(contentType) });
}
