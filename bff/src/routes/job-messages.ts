import Router from '@koa/router';
import { messagesReadSchema, newJobMessageSchema } from '@rha/contracts';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { JobMessagesApi } from '../clients/job-messages.js';

export interface JobMessagesRoutesDeps {
  auth: Auth;
  jobMessages: JobMessagesApi;
}

/**
 * A job's thread for its company, its technician and support, and the dashboards' unread counts.
 * Any of the three roles passes here; which side of which thread the caller is on only the
 * service-request service knows, and its 404 reaches the browser as it is.
 */
export function jobMessagesRoutes({ auth, jobMessages }: JobMessagesRoutesDeps): Router {
  const router = new Router();
  const party = auth.requireRole('company', 'technician', 'admin');

  router.get(
    '/api/service-requests/:id/messages',
    handle({ auth: party }, async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await jobMessages.thread(callerOf(ctx), ctx.params.id ?? '');
    }),
  );

  router.post(
    '/api/service-requests/:id/messages',
    handle({ auth: party, body: newJobMessageSchema }, async (ctx, { body }) => {
      const posted = await jobMessages.post(callerOf(ctx), ctx.params.id ?? '', body);
      ctx.status = posted.created ? 201 : 200;
      ctx.body = posted.message;
    }),
  );

  router.post(
    '/api/service-requests/:id/messages/read',
    handle({ auth: party, body: messagesReadSchema }, async (ctx, { body }) => {
      await jobMessages.markRead(callerOf(ctx), ctx.params.id ?? '', body);
      ctx.status = 204;
    }),
  );

  router.get(
    '/api/messages/unread',
    handle({ auth: party }, async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await jobMessages.unread(callerOf(ctx));
    }),
  );

  return router;
}
