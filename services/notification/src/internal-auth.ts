import { createHash, timingSafeEqual } from 'node:crypto';
import { INTERNAL_API_TOKEN_HEADER } from '@rha/contracts';
import { HttpProblem } from '@rha/kit';
import type Koa from 'koa';

/**
 * Admits only callers holding the shared service credential (the bff). The notification API sends
 * e-mail, so without this anyone reaching it could use it as a relay. Digests are compared so the
 * comparison takes the same time whatever the length of a wrong token.
 */
export function requireInternalCaller(expectedToken: string): Koa.Middleware {
  const expected = digest(expectedToken);
  return async (ctx, next) => {
    const given = ctx.get(INTERNAL_API_TOKEN_HEADER);
    if (!given || !timingSafeEqual(digest(given), expected)) {
      throw new HttpProblem({
        status: 401,
        code: 'unauthorized',
        detail: 'This API is for internal callers only.',
      });
    }
    await next();
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
