import { signupFormError, tmpUserDraftSchema, tmpUserRefSchema } from '@rha/contracts';
import { HttpProblem, validate } from '@rha/kit';
import type { Middleware } from 'koa';

export { tmpUserRefSchema as draftRefSchema };

/**
 * validate() with the shared draft schema, plus the one alert the sign-up form would show as the
 * problem's detail, so a client can show that message beside the field errors.
 */
export function validateDraft(): Middleware {
  const check = validate({ body: tmpUserDraftSchema });
  return async (ctx, next) => {
    try {
      await check(ctx, () => Promise.resolve());
    } catch (error) {
      const alert = formAlert((ctx.request as { body?: unknown }).body);
      if (!(error instanceof HttpProblem) || !alert) throw error;
      throw new HttpProblem({
        status: error.status,
        code: error.code,
        detail: alert,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    await next();
  };
}

function formAlert(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { userType, info } = body as { userType?: unknown; info?: unknown };
  if (userType !== 'technician' && userType !== 'company') return undefined;
  return signupFormError(userType, info);
}
