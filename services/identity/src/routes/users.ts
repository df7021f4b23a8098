import Router from '@koa/router';
import { emailConfirmationSchema, userChangesSchema } from '@rha/contracts/schemas';
import { handle, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { confirmEmailChange } from '../domain/email-change.js';
import { currentUser, updateCurrentUser } from '../domain/users.js';
import type { UserEmails } from '../keycloak/user-emails.js';
import { presentUser } from '../presenters/user.js';

export interface UsersRoutesDeps {
  db: Knex;
  auth: Auth;
  userEmails: UserEmails;
}

export function usersRoutes({ db, auth, userEmails }: UsersRoutesDeps): Router {
  const router = new Router();

  router.get(
    '/users/me',
    handle({ auth: auth.requireAuth() }, async (ctx, input) => {
      const user = await currentUser(db, signedInUser(input.auth), ctx.state.requestId);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentUser(user);
    }),
  );

  router.patch(
    '/users/me',
    handle({ auth: auth.requireAuth(), body: userChangesSchema }, async (ctx, input) => {
      const user = await updateCurrentUser(
        db,
        signedInUser(input.auth),
        input.body,
        ctx.state.requestId,
      );
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentUser(user);
    }),
  );

  router.post(
    '/users/me/email-confirmation',
    handle({ auth: auth.requireAuth(), body: emailConfirmationSchema }, async (ctx, input) => {
      const user = await confirmEmailChange(
        db,
        userEmails,
        signedInUser(input.auth).subject,
        input.body.token,
        ctx.state.requestId,
      );
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentUser(user);
    }),
  );

  return router;
}
