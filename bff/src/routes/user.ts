import Router from '@koa/router';
import { validate, type Auth, type AuthContext } from '@rha/kit';
import type { IdentityApi } from '../clients/identity.js';
import { composeUser } from '../presenters/user.js';
import { getUserQuery } from './user.schema.js';

export interface UserRoutesDeps {
  auth: Auth;
  identity: IdentityApi;
}

export function userRoutes({ auth, identity }: UserRoutesDeps): Router {
  const router = new Router();

  router.get('/api/user', auth.requireAuth(), validate({ query: getUserQuery }), async (ctx) => {
    const { token } = ctx.state.auth as AuthContext;
    const identityUser = await identity.getCurrentUser({
      token,
      requestId: ctx.state.requestId,
      log: ctx.state.log,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = composeUser(identityUser);
  });

  return router;
}
