import Router from '@koa/router';
import { handle, type Auth } from '@rha/kit';
import {
  claimSignupDraft,
  completeRegistration,
  type RegistrationDeps,
} from '../domain/registration.js';
import { presentClaim } from '../presenters/draft.js';
import { presentUser } from '../presenters/user.js';
import { registrationSchema } from './registration.schema.js';
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
    handle({ auth: auth.requireAuth(), body: draftRefSchema }, async (ctx, input) => {
      const claim = await claimSignupDraft(deps, tokenProfile(input.auth), input.body.uuid);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentClaim(claim);
    }),
  );

  router.post(
    '/users/me/registration',
    handle({ auth: auth.requireAuth(), body: registrationSchema }, async (ctx, input) => {
      const { uuid, companyId, locationId } = input.body;
      const company = companyId && locationId ? { companyId, locationId } : undefined;
      const user = await completeRegistration(
        deps,
        tokenProfile(input.auth),
        { uuid, company },
        ctx.state.requestId,
      );
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentUser(user);
    }),
  );

  return router;
}
