import Router from '@koa/router';
import type { TmpUserRef } from '@rha/contracts';
import { validate, type Auth, type AuthContext } from '@rha/kit';
import type { Context } from 'koa';
import {
  claimSignupDraft,
  completeRegistration,
  type RegistrationDeps,
} from '../domain/registration.js';
import { presentClaim } from '../presenters/draft.js';
import { presentUser } from '../presenters/user.js';
import { registrationSchema, type RegistrationBody } from './registration.schema.js';
import { draftRefSchema } from './drafts.schema.js';
import { tokenProfile } from './token-profile.js';

export interface RegistrationRoutesDeps extends RegistrationDeps {
  auth: Auth;
}

/**
 * The sign-up's authenticated half. requireAuth, not requireRole: the caller's token was issued
 * before the registration assigned its role, so it carries no product role yet.
 */
export function registrationRoutes({ auth, ...deps }: RegistrationRoutesDeps): Router {
  const router = new Router();

  router.post(
    '/users/me/registration/claim',
    auth.requireAuth(),
    validate({ body: draftRefSchema }),
    async (ctx) => {
      const { uuid } = ctx.state.body as TmpUserRef;
      const claim = await claimSignupDraft(deps, tokenProfile(callerOf(ctx)), uuid);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentClaim(claim);
    },
  );

  router.post(
    '/users/me/registration',
    auth.requireAuth(),
    validate({ body: registrationSchema }),
    async (ctx) => {
      const { uuid, companyId, locationId } = ctx.state.body as RegistrationBody;
      const company = companyId && locationId ? { companyId, locationId } : undefined;
      const user = await completeRegistration(
        deps,
        tokenProfile(callerOf(ctx)),
        { uuid, company },
        ctx.state.requestId,
      );
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentUser(user);
    },
  );

  return router;
}

function callerOf(ctx: Context): AuthContext {
  return ctx.state.auth as AuthContext;
}
