import Router from '@koa/router';
import { validate, type Auth, type AuthContext } from '@rha/kit';
import type { Knex } from 'knex';
import { currentUser, updateCurrentUser } from '../domain/users.js';
import { presentUser } from '../presenters/user.js';
import { tokenProfile } from './token-profile.js';
import { userChangesSchema, type UserChanges } from './users.schema.js';

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

  router.patch(
    '/users/me',
    auth.requireAuth(),
    validate({ body: userChangesSchema }),
    async (ctx) => {
      const user = await updateCurrentUser(
        db,
        tokenProfile(ctx.state.auth as AuthContext),
        ctx.state.body as UserChanges,
      );
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentUser(user);
    },
  );

  return router;
}
