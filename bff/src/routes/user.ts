import Router from '@koa/router';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { CompanyApi } from '../clients/company.js';
import type { IdentityApi } from '../clients/identity.js';
import type { TechnicianApi } from '../clients/technician.js';
import { composeUser } from '../presenters/user.js';
import { likelyUserType, userLocationOf } from './user-location.js';
import { getUserQuery } from './user.schema.js';

export interface UserRoutesDeps {
  auth: Auth;
  identity: IdentityApi;
  company: CompanyApi;
  technician: TechnicianApi;
}

export function userRoutes({ auth, identity, company, technician }: UserRoutesDeps): Router {
  const router = new Router();

  router.get(
    '/api/user',
    handle({ auth: auth.requireAuth(), query: getUserQuery }, async (ctx, input) => {
      const locationOf = userLocationOf(ctx, { company, technician });
      // Started before identity answers; used only if identity agrees on the user type.
      const likely = likelyUserType(input.auth.roles);
      if (likely) void locationOf(likely);
      const identityUser = await identity.getCurrentUser(callerOf(ctx));
      const location = await locationOf(identityUser.userType);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { ...composeUser(identityUser), ...location };
    }),
  );

  return router;
}
