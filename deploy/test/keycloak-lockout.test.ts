// The realm's brute-force settings on the real Keycloak (the pinned one, deploy/tools/install.sh keycloak): an
// attacker's quick wrong passwords, as many as the ingress lets one address send at once, leave the owner able
// to sign in.
import { requireTool } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartSignInThrottle } from '../src/idp/sign-in-throttle.js';
import { startKeycloak, type RunningKeycloak } from '../src/keycloak/server.js';
import { Browser, webAuthorizationParams } from './signup-support.js';

const keycloakHome = requireTool('keycloak');
const APP = 'http://localhost:8080';
const OWNER = 'technician@example.com';

describe.skipIf(!keycloakHome)('the realm on Keycloak', () => {
  let keycloak: RunningKeycloak;

  beforeAll(async () => {
    // Its first start on a machine builds Keycloak for development, minutes on a busy machine.
    keycloak = await startKeycloak({
      webOrigin: APP,
      readyTimeoutMs: 420_000,
      ...(keycloakHome && { home: keycloakHome }),
    });
  }, 450_000);

  afterAll(async () => {
    await keycloak?.stop();
  }, 60_000);

  async function loginForm(): Promise<{ browser: Browser; action: string }> {
    const browser = new Browser(keycloak.url);
    const page = await browser.follow(
      `${keycloak.issuer}/protocol/openid-connect/auth?${webAuthorizationParams()}`,
    );
    return { browser, action: actionOf(await page.response.text()) };
  }

  function actionOf(html: string): string {
    const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no login form: ${html.slice(0, 300)}`);
    return new URL(action.replace(/&amp;/g, '&'), keycloak.url).href;
  }

  async function submit(form: { browser: Browser; action: string }, password: string) {
    const { response, url } = await form.browser.follow(form.action, {
      method: 'POST',
      body: new URLSearchParams({ username: OWNER, password, credentialId: '' }),
    });
    const html = url.startsWith(keycloak.url) ? await response.text() : '';
    if (html.includes('<form')) form.action = actionOf(html);
    return { url, html };
  }

  it("keeps the owner in after an address's burst of quick wrong passwords", async () => {
    const { forms } = await chartSignInThrottle();
    const attacker = await loginForm();
    for (
      let attempt = 0;
      attempt <= forms.requestsPerMinute * forms.burstMultiplier;
      attempt += 1
    ) {
      const failed = await submit(attacker, `guess-${attempt}`);
      expect(failed.html).toContain('Invalid username or password.');
    }

    const owner = await submit(await loginForm(), 'remote-hands-demo');
    expect(owner.url).toMatch(new RegExp(`^${APP}/`));
    expect(owner.url).toContain('code=');
  }, 120_000);
});
