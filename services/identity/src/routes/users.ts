import Router from '@koa/router';
import type { Auth, AuthContext } from '@rha/kit';
import type { Knex } from 'knex';
import { currentUser, type TokenProfile } from '../domain/users.js';
import { presentUser } from '../presenters/user.js';

export interface UsersRoutesDeps {
  db: Knex;
  auth: Auth;
}

export function usersRoutes({ db, auth }: UsersRoutesDeps): Router {
  const router = new Router();

  router.get('/users/me', auth.requireAuth(), async (ctx) => {
    const user = await currentUser(db, tokenProfile(ctx.state.auth as AuthContext));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentUser(user);
  });

  return router;
}

function tokenProfile({ subject, roles, claims }: AuthContext): TokenProfile {
  return {
    subject,
    roles,
    email: claims.email,
    name: claims.name,
    givenName: claims.given_name,
    familyName: claims.family_name,
  };
}
