import Router from '@koa/router';
import { handle, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { currentUser, updateCurrentUser } from '../domain/users.js';
import { presentUser } from '../presenters/user.js';
import { tokenProfile } from './token-profile.js';
import { userChangesSchema } from './users.schema.js';

export interface UsersRoutesDeps {
  db: Knex;
  auth: Auth;
}

export function usersRoutes({ db, auth }: UsersRoutesDeps): Router {
  const router = new Router();

  router.get(
    '/users/me',
    handle({ auth: auth.requireAuth() }, async (ctx, input) => {
      const user = await currentUser(db, tokenProfile(input.auth));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentUser(user);
    }),
  );

  router.patch(
    '/users/me',
    handle({ auth: auth.requireAuth(), body: userChangesSchema }, async (ctx, input) => {
      const user = await updateCurrentUser(db, tokenProfile(input.auth), input.body);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentUser(user);
    }),
  );

  return router;
}
