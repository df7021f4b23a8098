import Router from '@koa/router';
import { PAYMENT_NOTICE_SIGNATURE_HEADER } from '@rha/contracts/endpoints';
import { paymentNoticeSchema } from '@rha/contracts/schemas';
import { handle, problems } from '@rha/kit';

export interface PaymentNoticeRoutesDeps {
  billingUrl: string;
  fetch?: typeof fetch;
}

const TIMEOUT_MS = 10_000;

/**
 * The payment provider's webhook reaches the one public origin, and billing alone judges it: the
 * signature covers the exact bytes, so they pass on as they came, never parsed and re-serialized.
 * The provider retries whatever is not answered, so billing's answer goes back as it is.
 */
export function paymentNoticeRoutes({
  billingUrl,
  fetch: fetchImpl = fetch,
}: PaymentNoticeRoutesDeps): Router {
  const router = new Router();
  router.post(
    '/api/webhooks/payments',
    handle({ body: paymentNoticeSchema }, async (ctx) => {
      const raw = (ctx.request as { rawBody?: unknown }).rawBody;
      let response: Response;
      try {
        response = await fetchImpl(new URL('/webhooks/payments', billingUrl), {
          method: 'POST',
          headers: {
            'content-type': ctx.get('content-type') || 'application/json',
            [PAYMENT_NOTICE_SIGNATURE_HEADER]: ctx.get(PAYMENT_NOTICE_SIGNATURE_HEADER),
          },
          body: typeof raw === 'string' ? raw : '',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw problems.upstream('Billing did not answer the notice.');
      }
      ctx.status = response.status;
      ctx.type = response.headers.get('content-type') ?? 'application/json';
      ctx.body = await response.text();
    }),
  );
  return router;
}
