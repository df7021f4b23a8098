import Router from '@koa/router';
import { notificationSettingsChangeSchema } from '@rha/contracts/schemas';
import { handle, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import {
  changeNotificationSettings,
  inboxOf,
  markEveryNotificationRead,
  markNotificationRead,
  notificationSettingsOf,
} from '../domain/inbox.js';

export interface NotificationsRoutesDeps {
  db: Knex;
  auth: Auth;
}

/** A signed-in person's inbox and settings: always their own, named by the token's subject. */
export function notificationsRoutes({ db, auth }: NotificationsRoutesDeps): Router {
  const router = new Router();
  const person = auth.requireRole('company', 'technician', 'admin');

  router.get(
    '/notifications',
    handle({ auth: person }, async (ctx, { auth: caller }) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await inboxOf(db, caller.subject);
    }),
  );

  router.post(
    '/notifications/read',
    handle({ auth: person }, async (ctx, { auth: caller }) => {
      await markEveryNotificationRead(db, caller.subject);
      ctx.status = 204;
    }),
  );

  router.post(
    '/notifications/:id/read',
    handle({ auth: person }, async (ctx, { auth: caller }) => {
      await markNotificationRead(db, caller.subject, ctx.params.id ?? '');
      ctx.status = 204;
    }),
  );

  router.get(
    '/notification-settings',
    handle({ auth: person }, async (ctx, { auth: caller }) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await notificationSettingsOf(db, caller.subject);
    }),
  );

  router.patch(
    '/notification-settings',
    handle(
      { auth: person, body: notificationSettingsChangeSchema },
      async (ctx, { auth: caller, body }) => {
        ctx.body = await changeNotificationSettings(db, caller.subject, body);
      },
    ),
  );

  return router;
}
