import { randomBytes } from 'node:crypto';
import { testDatabaseUrl } from '@rha/kit/testing';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdp, type RunningIdp } from '../src/idp/index.js';
import { chartSignInThrottle, leakyBucket } from '../src/idp/sign-in-throttle.js';
import { Browser, webAuthorizationParams } from './signup-support.js';

const OWNER = 'technician@example.com';
const PASSWORD = 'remote-hands-demo';
const INVALID = 'Invalid username or password.';

describe('the per-address leaky bucket (nginx limit_req, burst, nodelay)', () => {
  it('lets a burst through at once, then one request per 60/rate seconds', () => {
    const clock = { now: 0 };
    const hit = leakyBucket({ requestsPerMinute: 6, burst: 12, now: () => clock.now });

    const burst = Array.from({ length: 14 }, () => hit('203.0.113.9').allowed);
    expect(burst).toEqual([...Array<boolean>(13).fill(true), false]);
    expect(hit('203.0.113.9')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(hit('198.51.100.4').allowed).toBe(true);

    clock.now += 9_000;
    expect(hit('203.0.113.9').allowed).toBe(false);
    clock.now += 1_000;
    expect(hit('203.0.113.9').allowed).toBe(true);
    expect(hit('203.0.113.9').allowed).toBe(false);
  });
});

describe('the dev provider behind its sign-in throttle', () => {
  let idp: RunningIdp;
  let databaseUrl: string;
  const schema = `idp_throttle_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    databaseUrl = await testDatabaseUrl();
    idp = await startIdp({ port: 0, databaseUrl, schema, logger: pino({ level: 'silent' }) });
  });

  afterAll(async () => {
    await idp?.stop();
    const pool = new pg.Pool({ connectionString: databaseUrl });
    await pool.query(`drop schema if exists ${schema} cascade`);
    await pool.end();
  });

  async function loginForm(from: string): Promise<{ browser: Browser; action: string }> {
    const browser = new Browser(idp.url, { localAddress: from });
    const page = await browser.follow(
      `${idp.issuer}/protocol/openid-connect/auth?${webAuthorizationParams()}`,
    );
    return { browser, action: actionOf(await page.response.text()) };
  }

  function actionOf(html: string): string {
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no login form: ${html.slice(0, 300)}`);
    return new URL(action.replace(/&amp;/g, '&'), idp.url).href;
  }

  async function submit(form: { browser: Browser; action: string }, password: string) {
    const { response, url } = await form.browser.follow(form.action, {
      method: 'POST',
      body: new URLSearchParams({ username: OWNER, password }),
    });
    const html = url.startsWith(idp.url) ? await response.text() : '';
    if (response.status === 200 && html) form.action = actionOf(html);
    return { status: response.status, retryAfter: response.headers.get('retry-after'), html, url };
  }

  it("throttles the attacker's address and keeps the owner, at another address, able to sign in", async () => {
    const { forms } = await chartSignInThrottle();
    const burst = forms.requestsPerMinute * forms.burstMultiplier;

    const attacker = await loginForm('127.0.0.2');
    const answers: { status: number; retryAfter: string | null; html: string }[] = [];
    for (let attempt = 0; attempt < burst + 5; attempt += 1) {
      answers.push(await submit(attacker, `guess-${attempt}`));
    }
    const wrongPassword = answers.filter((answer) => answer.html.includes(INVALID));
    const throttled = answers.filter((answer) => answer.status === 429);
    // Every guess that got through was a failure of the owner's account; the rest never reached it.
    expect(wrongPassword).toHaveLength(burst + 1);
    expect(throttled).toHaveLength(4);
    expect(Number(throttled[0]?.retryAfter)).toBeGreaterThan(0);

    const owner = await loginForm('127.0.0.1');
    const signedIn = await submit(owner, PASSWORD);
    expect(signedIn.url).toMatch(/^http:\/\/localhost:8080\/dashboard/);
  });
});
