import Router from '@koa/router';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { CompanyApi } from '../clients/company.js';
import type { IdentityApi } from '../clients/identity.js';
import type { TechnicianApi } from '../clients/technician.js';
import type { ProfileCache } from '../profile-cache/profile-cache.js';
import { composeUser } from '../presenters/user.js';
import { likelyUserType, userLocationOf } from './user-location.js';
import { getUserQuery } from './user.schema.js';

export interface UserRoutesDeps {
  auth: Auth;
  identity: IdentityApi;
  company: CompanyApi;
  technician: TechnicianApi;
  profiles: ProfileCache;
}

export function userRoutes({
  auth,
  identity,
  company,
  technician,
  profiles,
}: UserRoutesDeps): Router {
  const router = new Router();

  router.get(
    '/api/user',
    handle({ auth: auth.requireAuth(), query: getUserQuery }, async (ctx, input) => {
      ctx.set('Cache-Control', 'no-store');
      const { token, subject, claims } = input.auth;
      const cached = input.query.bypassCache ? undefined : profiles.get(token);
      if (cached) {
        ctx.body = cached;
        return;
      }
      // A token without an expiry is never remembered: nothing bounds how long it could be.
      const expiresAtMs = typeof claims.exp === 'number' ? claims.exp * 1000 : 0;
      const remember = profiles.begin(token, subject, expiresAtMs);
      const locationOf = userLocationOf(ctx, { company, technician });
      // Started before identity answers; used only if identity agrees on the user type.
      const likely = likelyUserType(input.auth.roles);
      if (likely) void locationOf(likely);
      const identityUser = await identity.getCurrentUser(callerOf(ctx));
      const location = await locationOf(identityUser.userType);
      const user = { ...composeUser(identityUser, claims), ...location };
      remember(user);
      ctx.body = user;
    }),
  );

  return router;
}
