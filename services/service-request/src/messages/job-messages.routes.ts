import Router from '@koa/router';
import { serviceRequestEndpoints } from '@rha/contracts/endpoints';
import { messagesReadSchema, newJobMessageSchema } from '@rha/contracts';
import { callerOf, handle, pathParams, signedInUser, type Auth, type AuthContext } from '@rha/kit';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { CompanyApi } from '../clients/company.js';
import {
  jobThread,
  markRead,
  postMessage,
  unreadMessages,
  type MessageCaller,
} from './job-messages.js';
import { presentJobMessage, presentThread, presentUnread } from './job-message.presenter.js';
import { requestNotFound } from '../lifecycle/errors.js';

export interface JobMessagesRoutesDeps {
  db: Knex;
  auth: Auth;
  company: CompanyApi;
}

/** A request's thread: its company, its assigned technician and support; the domain decides which. */
export function jobMessagesRoutes({ db, auth, company }: JobMessagesRoutesDeps): Router {
  const router = new Router();
  const party = auth.requireRole('company', 'technician', 'admin');

  const callerFrom = (ctx: Koa.Context, caller: AuthContext): MessageCaller => ({
    user: signedInUser(caller),
    company: company.forCaller(callerOf(ctx)),
  });

  router.get(
    '/service-requests/:id/messages',
    handle(
      { auth: party, ...pathParams(serviceRequestEndpoints, 'jobMessageThread', requestNotFound) },
      async (ctx, input) => {
        const caller = callerFrom(ctx, input.auth);
        const view = await jobThread(db, caller, input.params.id);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = presentThread(view, caller.user.subject);
      },
    ),
  );

  router.post(
    '/service-requests/:id/messages',
    handle(
      {
        auth: party,
        body: newJobMessageSchema,
        ...pathParams(serviceRequestEndpoints, 'postJobMessage', requestNotFound),
      },
      async (ctx, input) => {
        const caller = callerFrom(ctx, input.auth);
        const { message, files, created } = await postMessage(db, caller, {
          id: input.params.id,
          clientId: input.body.clientId,
          text: input.body.text,
          attachmentIds: input.body.attachmentIds,
        });
        ctx.status = created ? 201 : 200;
        ctx.body = presentJobMessage(message, files, caller.user.subject);
      },
    ),
  );

  router.post(
    '/service-requests/:id/messages/read',
    handle(
      {
        auth: party,
        body: messagesReadSchema,
        ...pathParams(serviceRequestEndpoints, 'markJobMessagesRead', requestNotFound),
      },
      async (ctx, input) => {
        await markRead(db, callerFrom(ctx, input.auth), {
          id: input.params.id,
          through: input.body.through,
        });
        ctx.status = 204;
      },
    ),
  );

  router.get(
    '/messages/unread',
    handle({ auth: party }, async (ctx, input) => {
      const counts = await unreadMessages(db, callerFrom(ctx, input.auth));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentUnread(counts);
    }),
  );

  return router;
}
