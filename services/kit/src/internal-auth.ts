import { createHash, timingSafeEqual } from 'node:crypto';
import { INTERNAL_API_TOKEN_HEADER } from '@rha/contracts';
import { HttpProblem } from './errors.js';
import type Koa from 'koa';

/**
 * Admits only callers holding the shared service credential (INTERNAL_API_TOKEN): routes that act
 * for no signed-in user, such as sending e-mail or ranking technicians for smart dispatch, must
 * not be open to whoever reaches the service. Digests are compared so the comparison takes the
 * same time whatever the length of a wrong token.
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
