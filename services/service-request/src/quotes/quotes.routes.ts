import Router from '@koa/router';
import { serviceRequestQuoteEndpoints } from '@rha/contracts/endpoints';
import { quoteDeclineSchema, quoteSchema } from '@rha/contracts';
import { callerOf, handle, pathParams, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { CompanyApi } from '../clients/company.js';
import { requestNotFound } from '../lifecycle/errors.js';
import { acceptQuote, declineQuote, quoteRequest, type QuoteStep } from './quotes.js';
import { presentQuote } from './quote.presenter.js';

export interface QuotesRoutesDeps {
  db: Knex;
  auth: Auth;
  company: CompanyApi;
}

const requestId = (operationId: 'quoteServiceRequest' | 'acceptQuote' | 'declineQuote') =>
  pathParams(serviceRequestQuoteEndpoints, operationId, requestNotFound);

function answer(ctx: Koa.Context, { request, quote }: QuoteStep): void {
  ctx.body = { requestId: request.id, status: request.status, quote: presentQuote(quote) };
}

/** A custom request's quote: an admin gives it, the request's own company decides on it. */
export function quotesRoutes({ db, auth, company }: QuotesRoutesDeps): Router {
  const router = new Router();
  const admin = auth.requireRole('admin');
  // A decision on the price is the company's alone: an admin neither accepts nor declines for it.
  const companyOnly = auth.requireRole('company');

  const companyActor = (ctx: Koa.Context, caller: Parameters<typeof signedInUser>[0]) => ({
    role: 'company' as const,
    user: signedInUser(caller),
    company: company.forCaller(callerOf(ctx)),
  });

  router.post(
    '/admin/service-requests/:id/quote',
    handle(
      { auth: admin, body: quoteSchema, ...requestId('quoteServiceRequest') },
      async (ctx, input) => {
        answer(
          ctx,
          await quoteRequest(db, signedInUser(input.auth), input.params.id, {
            amountCents: input.body.amountCents,
            note: input.body.note,
            correlationId: ctx.state.requestId,
          }),
        );
      },
    ),
  );

  router.post(
    '/service-requests/:id/quote/accept',
    handle({ auth: companyOnly, ...requestId('acceptQuote') }, async (ctx, input) => {
      answer(
        ctx,
        await acceptQuote(db, companyActor(ctx, input.auth), input.params.id, ctx.state.requestId),
      );
    }),
  );

  router.post(
    '/service-requests/:id/quote/decline',
    handle(
      { auth: companyOnly, body: quoteDeclineSchema, ...requestId('declineQuote') },
      async (ctx, input) => {
        answer(
          ctx,
          await declineQuote(db, companyActor(ctx, input.auth), input.params.id, {
            reason: input.body.reason,
            correlationId: ctx.state.requestId,
          }),
        );
      },
    ),
  );

  return router;
}
