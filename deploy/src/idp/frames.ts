import { Router } from '@koa/router';
import type Provider from 'oidc-provider';
import { OIDC_PATH } from './provider.js';
import type { Realm } from './realm.js';

/**
 * keycloak-js loads this page in a hidden iframe and waits for `supported` or `unsupported`;
 * the dev provider shares a site with the app (localhost), so its cookies are always readable.
 */
const THIRD_PARTY_COOKIES_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>3rd party cookies check</title></head>
<body><script>window.parent.postMessage('supported', '*');</script></body></html>`;

/**
 * The session check iframe: keycloak-js posts `<client_id> <sid>` and expects `unchanged`,
 * `changed` or `error`. The session cookie is httpOnly, so the page asks a same-origin endpoint
 * which session id this browser's session holds for the client.
 */
const LOGIN_STATUS_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Login status</title></head>
<body><script>
window.addEventListener('message', function (event) {
  if (typeof event.data !== 'string') return;
  var parts = event.data.split(' ');
  if (parts.length !== 2) return;
  var query = '?client_id=' + encodeURIComponent(parts[0]) + '&origin=' + encodeURIComponent(event.origin);
  fetch(location.pathname + '/status' + query, { credentials: 'same-origin' })
    .then(function (response) {
      if (!response.ok) throw new Error('status ' + response.status);
      return response.json();
    })
    .then(function (status) {
      event.source.postMessage(status.sid && status.sid === parts[1] ? 'unchanged' : 'changed', event.origin);
    })
    .catch(function () {
      event.source.postMessage('error', event.origin);
    });
});
</script></body></html>`;

export function frameRoutes({ provider, realm }: { provider: Provider; realm: Realm }) {
  const base = `/realms/${realm.name}${OIDC_PATH}`;
  const router = new Router();

  router.get(`${base}/3p-cookies/step1.html`, (ctx) => {
    ctx.type = 'html';
    ctx.body = THIRD_PARTY_COOKIES_PAGE;
  });

  router.get(`${base}/login-status-iframe.html`, (ctx) => {
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = LOGIN_STATUS_PAGE;
  });

  router.get(`${base}/login-status-iframe.html/status`, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const clientId = String(ctx.query.client_id ?? '');
    const origin = String(ctx.query.origin ?? '');
    const client = realm.clients.find((candidate) => candidate.clientId === clientId);
    if (!client || !client.webOrigins.includes(origin)) {
      ctx.status = 403;
      ctx.body = { error: 'invalid_origin' };
      return;
    }
    // Outside the provider's routes: Session.get reads the signed session cookie itself.
    const session = await provider.Session.get(ctx);
    ctx.body = {
      sid: session.accountId ? (session.authorizations?.[clientId]?.sid ?? null) : null,
    };
  });

  return router;
}
