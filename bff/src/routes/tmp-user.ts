import Router from '@koa/router';
import { tmpUserRefSchema } from '@rha/contracts';
import { callerOf, handle, problems } from '@rha/kit';
import type Koa from 'koa';
import type { Context, Next } from 'koa';
import type { IdentitySignupApi } from '../clients/identity-signup.js';

export interface TmpUserRoutesDeps {
  identitySignup: IdentitySignupApi;
  /** Anonymous writes to identity's database, bounded per client address and per e-mail (429). */
  signupRateLimit: Koa.Middleware;
}

/**
 * The sign-up draft paths, anonymous: the form is saved before the visitor has
 * an account. identity owns and checks the draft, so its field errors and the form's alert
 * (`detail`) reach the browser as they are.
 */
export function tmpUserRoutes({ identitySignup, signupRateLimit }: TmpUserRoutesDeps): Router {
  const router = new Router();

  const lookup = handle({ body: tmpUserRefSchema }, async (ctx, { body }) => {
    const data = await identitySignup.lookupDraft(callerOf(ctx), body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data };
  });

  // One path, two operations (as the spec has it): a body naming a draft without its form reads
  // that draft back.
  router.post('/api/tmpUser', signupRateLimit, async (ctx, next) => {
    const body = (ctx.request as { body?: unknown }).body;
    if (isLookup(body)) {
      await lookup(ctx, next);
      return;
    }
    const { created, saved } = await identitySignup.saveDraft(callerOf(ctx), body ?? {});
    ctx.status = created ? 201 : 200;
    ctx.body = saved;
  });

  router.delete(
    '/api/tmpUser',
    readDeleteBody,
    handle({ body: tmpUserRefSchema }, async (ctx, { body }) => {
      await identitySignup.deleteDraft(callerOf(ctx), body);
      ctx.status = 204;
    }),
  );

  return router;
}

/** A DELETE body is only a uuid and its key; anything longer is not a draft reference. */
const DELETE_BODY_LIMIT_BYTES = 1024;

/**
 * kit's body parser leaves DELETE bodies alone (as HTTP does not define their meaning), but the
 * spec's DELETE /api/tmpUser names the draft in its JSON body.
 */
async function readDeleteBody(ctx: Context, next: Next): Promise<void> {
  const request = ctx.request as { body?: unknown };
  if (request.body === undefined && ctx.is('application/json')) {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > DELETE_BODY_LIMIT_BYTES) throw problems.payloadTooLarge();
      chunks.push(chunk);
    }
    try {
      request.body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    } catch {
      throw problems.badRequest('invalid_json', 'The request body is not valid JSON.');
    }
  }
  await next();
}

function isLookup(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  return 'uuid' in body && !('userType' in body) && !('info' in body);
}
