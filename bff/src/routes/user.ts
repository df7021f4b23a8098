import Router from '@koa/router';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { CompanyApi } from '../clients/company.js';
import type { IdentityApi } from '../clients/identity.js';
import { composeUser } from '../presenters/user.js';
import { locationFields } from './user-location.js';
import { getUserQuery } from './user.schema.js';

export interface UserRoutesDeps {
  auth: Auth;
  identity: IdentityApi;
  company: CompanyApi;
}

export function userRoutes({ auth, identity, company }: UserRoutesDeps): Router {
  const router = new Router();

  router.get(
    '/api/user',
    handle({ auth: auth.requireAuth(), query: getUserQuery }, async (ctx, input) => {
      const { roles } = input.auth;
      const caller = callerOf(ctx);
      // Identity owns the profile; the location only completes it, so a company outage must not
      // lock a company user out of the whole dashboard (its location calls report it themselves).
      const mainLocation = () =>
        company.mainLocation(caller).catch((error: unknown) => {
          ctx.state.log.warn({ err: error }, 'profile served without its company location');
          return null;
        });
      // A company token asks both services at once, so the hottest read costs one round trip, not
      // two; the answer is used only if identity agrees the user is a company.
      const earlyLocation = roles.includes('company') ? mainLocation() : undefined;
      const identityUser = await identity.getCurrentUser(caller);
      const location =
        identityUser.userType === 'company' ? await (earlyLocation ?? mainLocation()) : null;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { ...composeUser(identityUser), ...locationFields(location) };
    }),
  );

  return router;
}
