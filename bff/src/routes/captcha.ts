import Router from '@koa/router';
import type Koa from 'koa';
import type { Captcha } from '../captcha/altcha.js';

export interface CaptchaRoutesDeps {
  captcha: Captcha;
  /** Issuing a challenge costs a key derivation: rate-limited per client address. */
  challengeRateLimit: Koa.Middleware;
}

/** GET /api/captcha/challenge: the altcha widget's `challengeurl`. */
export function captchaRoutes({ captcha, challengeRateLimit }: CaptchaRoutesDeps): Router {
  const router = new Router();

  router.get('/api/captcha/challenge', challengeRateLimit, async (ctx) => {
    // Each challenge may be used once: a cached one would be refused.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await captcha.issueChallenge();
  });

  return router;
}
