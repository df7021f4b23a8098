import Router from '@koa/router';
import { userRegistrationSchema } from '@rha/contracts/schemas';
import { handle, signedInUser, type Auth } from '@rha/kit';
import {
  claimSignupDraft,
  completeRegistration,
  type RegistrationDeps,
} from '../domain/registration.js';
import { presentClaim } from '../presenters/draft.js';
import { presentUser } from '../presenters/user.js';
import { draftRefSchema } from './drafts.schema.js';

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
      const claim = await claimSignupDraft(
        deps,
        signedInUser(input.auth),
        input.body,
        ctx.state.requestId,
      );
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentClaim(claim);
    }),
  );

  router.post(
    '/users/me/registration',
    handle({ auth: auth.requireAuth(), body: userRegistrationSchema }, async (ctx, input) => {
      const { uuid, secret, companyId, locationId } = input.body;
      const company = companyId && locationId ? { companyId, locationId } : undefined;
      const user = await completeRegistration(
        deps,
        signedInUser(input.auth),
        { uuid, secret, company },
        ctx.state.requestId,
      );
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentUser(user);
    }),
  );

  return router;
}
