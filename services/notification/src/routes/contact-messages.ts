import Router from '@koa/router';
import type Koa from 'koa';
import { contactMessageSubmissionSchema } from '@rha/contracts/schemas';
import { answerIdempotently, handle } from '@rha/kit';
import { acceptContactMessage, type ContactMessageDeps } from '../domain/contact-messages.js';
import type { EmailDispatcher } from '../domain/email-dispatcher.js';

export interface ContactMessagesRoutesDeps extends ContactMessageDeps {
  requireInternalCaller: Koa.Middleware;
  dispatcher: Pick<EmailDispatcher, 'wake'>;
}

export function contactMessagesRoutes(deps: ContactMessagesRoutesDeps): Router {
  const router = new Router();

  router.post(
    '/contact-messages',
    deps.requireInternalCaller,
    handle({ body: contactMessageSubmissionSchema }, async (ctx, { body }) => {
      // The form is anonymous: its keys share one scope, each a fresh UUID of the browser's.
      await answerIdempotently(ctx, deps.db, undefined, async (trx) => {
        const id = await acceptContactMessage({ ...deps, db: trx }, body);
        return { status: 202, body: { id } };
      });
      // Committed: send now rather than at the dispatcher's next tick.
      deps.dispatcher.wake();
    }),
  );

  return router;
}
