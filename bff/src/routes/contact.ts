import Router from '@koa/router';
import { contactMessageSchema } from '@rha/contracts';
import { callerOf, handle } from '@rha/kit';
import type Koa from 'koa';
import type { Captcha } from '../captcha/altcha.js';
import { captchaProblem } from '../captcha/problems.js';
import type { NotificationApi } from '../clients/notification.js';

export interface ContactRoutesDeps {
  captcha: Captcha;
  notification: NotificationApi;
  /** Anonymous writes are rate-limited per client address (429). */
  contactRateLimit: Koa.Middleware;
}

/**
 * POST /api/contact: the public contact form. Rate limit first (cheapest), then the shared schema
 * (the spec's messages), then the captcha; only then does the message reach the notification
 * service, which also refuses a captcha already used.
 */
export function contactRoutes({
  captcha,
  notification,
  contactRateLimit,
}: ContactRoutesDeps): Router {
  const router = new Router();

  router.post(
    '/api/contact',
    contactRateLimit,
    handle({ body: contactMessageSchema }, async (ctx, { body }) => {
      const { captchaToken, ...message } = body;
      const verdict = await captcha.verify(captchaToken);
      if (!verdict.ok) throw captchaProblem(verdict.reason);

      const outcome = await notification.sendContactMessage(callerOf(ctx), {
        ...message,
        captchaId: verdict.challengeId,
        captchaExpiresAt: verdict.expiresAt,
      });
      if (outcome === 'captcha_already_used') throw captchaProblem('already_used');

      ctx.status = 202;
      ctx.body = { status: 'accepted' };
    }),
  );

  return router;
}
