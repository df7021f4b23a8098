import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import Koa from 'koa';
import type { AuthContext } from './auth.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { DomainError, type DomainErrorKind } from './domain-error.js';
import { HttpProblem, problems } from './errors.js';
import { jsonBody } from './json-body.js';
import { isUnstorableText, unstorableTextProblem } from './unstorable-text.js';
import type { Logger } from './logger.js';
import { instrumentRequests } from './metrics.js';

declare module 'koa' {
  interface DefaultState {
    /** From `x-request-id` when the caller sent a sane one, else a new uuid. */
    requestId: string;
    /** The app logger bound to this request's id. */
    log: Logger;
    /** Set by the auth guards, so calls to other services can forward the caller's token. */
    auth?: AuthContext;
  }
}

export interface HttpAppOptions {
  logger: Logger;
  /** Largest accepted JSON body, in `bytes` notation. Default '100kb'. */
  bodyLimit?: string;
}

/**
 * How a request ends when the client's link drops mid-way: routine on village satellite links, so
 * it is no error of ours (the client retries; resumable uploads continue where they stopped).
 */
const LOST_CONNECTION_CODES = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'HPE_INVALID_EOF_STATE',
]);

function isLostConnection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && LOST_CONNECTION_CODES.has(code);
}

/**
 * A Koa app with what every service and the bff need before their routes: request ids, access log,
 * request metrics (served by runService's metrics listener), problem+json errors, security headers and a bounded JSON body parser.
 */
export function createHttpApp(options: HttpAppOptions): Koa {
  const { logger } = options;
  const app = new Koa();
  app.on('error', (error: unknown) => {
    if (isLostConnection(error)) logger.info({ err: error }, 'client connection lost');
    else logger.error({ err: error }, 'unhandled koa error');
  });
  app.use(requestId(logger));
  app.use(instrumentRequests(app));
  app.use(accessLog());
  app.use(problemResponses());
  app.use(securityHeaders());
  app.use(jsonBody(options.bodyLimit ?? '100kb'));
  return app;
}

const saneRequestId = /^[\w.:-]{1,128}$/;

function requestId(logger: Logger): Koa.Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    // A caller-chosen id ends up in every log line, so only plain tokens are trusted.
    const id = saneRequestId.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.state.log = logger.child({ requestId: id });
    ctx.set('x-request-id', id);
    await next();
  };
}

const probePaths = new Set(['/healthz', '/readyz']);

function accessLog(): Koa.Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const entry = {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      };
      // Probes hit every few seconds; at info they would drown the requests people care about.
      if (probePaths.has(ctx.path)) ctx.state.log.debug(entry, 'request');
      else ctx.state.log.info(entry, 'request');
    }
  };
}

function problemResponses(): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status >= 400 && ctx.body == null) writeProblem(ctx, problemForStatus(ctx.status));
    } catch (error) {
      const problem = toProblem(error);
      if (problem.status >= 500) ctx.state.log.error({ err: error }, 'request failed');
      writeProblem(ctx, problem);
    }
  };
}

function writeProblem(ctx: Koa.Context, problem: HttpProblem): void {
  ctx.status = problem.status;
  for (const [name, value] of Object.entries(problem.headers)) ctx.set(name, value);
  ctx.body = problem.toDocument(ctx.state.requestId);
  ctx.type = 'application/problem+json';
}

/** Known failures keep their meaning; anything else is an internal error with no details leaked. */
function toProblem(error: unknown): HttpProblem {
  if (error instanceof HttpProblem) return error;
  if (error instanceof DomainError) return domainProblem(error);
  const { status, type, expose, message } = (error ?? {}) as {
    status?: unknown;
    type?: unknown;
    expose?: unknown;
    message?: unknown;
  };
  if (type === 'entity.too.large' || status === 413) return problems.payloadTooLarge();
  if (typeof status === 'number' && status >= 400 && status < 500 && expose === true) {
    const detail = typeof message === 'string' ? message : undefined;
    return problemForStatus(status, detail);
  }
  if (isDatabaseUnavailable(error)) return problems.unavailable();
  if (isUnstorableText(error)) return unstorableTextProblem();
  return problems.internal();
}

const domainStatus: Record<DomainErrorKind, number> = {
  invalid: 400,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  unavailable: 502,
};

function domainProblem(error: DomainError): HttpProblem {
  return new HttpProblem({
    status: domainStatus[error.kind],
    code: error.code,
    detail: error.message,
    ...(error.errors !== undefined && { errors: error.errors }),
  });
}

function problemForStatus(status: number, detail?: string): HttpProblem {
  if (status === 404 && detail === undefined) return problems.notFound();
  const phrase = STATUS_CODES[status] ?? 'Error';
  const code = phrase.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  return new HttpProblem({ status, code, detail: detail ?? phrase });
}

/** Helmet's defaults for an API; the bff may override CSP for the pages it serves. */
function securityHeaders(): Koa.Middleware {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  return async (ctx, next) => {
    ctx.set(headers);
    await next();
  };
}
