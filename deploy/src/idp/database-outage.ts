/**
 * While Postgres is stopped or restarting, the dev provider answers 503 with Retry-After, as the
 * services do, instead of oidc-provider's 500 `server_error`: clients and load tests then know
 * the request is worth sending again shortly.
 */
import { isDatabaseUnavailable } from '@rha/kit';
import type { Middleware } from 'koa';
import type { AdapterConstructor } from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { Logger } from 'pino';
import { messagePage } from './pages.js';

/** The services' Retry-After for the same outage. */
export const RETRY_AFTER_SECONDS = 5;

const DESCRIPTION = 'The identity provider cannot reach its database; try again shortly.';

/**
 * RFC 6749's `temporarily_unavailable` with the 503 a redirect could not carry: oidc-provider shows
 * it where the request was made instead of sending it back to the client, so the same URL can be retried.
 */
export class DatabaseOutage extends errors.TemporarilyUnavailable {
  constructor(cause: unknown) {
    super(DESCRIPTION, { cause });
    this.status = 503;
    this.statusCode = 503;
    this.allow_redirect = false;
  }
}

/** What an outage log line needs: the database's own words, not a stack through oidc-provider. */
export function outageReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

function isDatabaseOutage(error: unknown): boolean {
  return error instanceof DatabaseOutage || isDatabaseUnavailable(error);
}

/**
 * The target with every method made async and rethrowing an outage as DatabaseOutage, which
 * oidc-provider answers in its OAuth error shape; other errors pass unchanged.
 */
export function rethrowingOutages<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return await (value as (...params: unknown[]) => unknown).apply(object, args);
        } catch (error) {
          throw isDatabaseUnavailable(error) ? new DatabaseOutage(error) : error;
        }
      };
    },
  });
}

/** The adapter whose models rethrow outages as DatabaseOutage. */
export function outageAwareAdapter(Adapter: AdapterConstructor): AdapterConstructor {
  return class OutageAwareAdapter {
    constructor(model: string) {
      return rethrowingOutages(new Adapter(model));
    }
  } as unknown as AdapterConstructor;
}

/**
 * Answers outages thrown by the pages and REST routes around the provider (HTML to browsers, the
 * OAuth error shape to the rest), and gives every 503, the provider's own included, its Retry-After.
 */
export function databaseOutageAnswers(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!isDatabaseOutage(error)) throw error;
      logger.warn({ path: ctx.path, reason: outageReason(error) }, 'database unavailable');
      ctx.status = 503;
      ctx.set('Cache-Control', 'no-store');
      if (ctx.accepts('json', 'html') === 'html') {
        ctx.type = 'html';
        ctx.body = messagePage('We are sorry...', DESCRIPTION);
      } else {
        ctx.body = { error: 'temporarily_unavailable', error_description: DESCRIPTION };
      }
    }
    if (ctx.status === 503) ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
  };
}
