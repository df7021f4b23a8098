import { randomBytes } from 'node:crypto';
import { testDatabaseUrl } from '@rha/kit/testing';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../src/idp/accounts.js';
import {
  bruteForceProtector,
  bruteForceSettings,
  type BruteForceSettings,
} from '../src/idp/brute-force.js';
import { startIdp, type RunningIdp } from '../src/idp/index.js';
import { hashPassword } from '../src/idp/passwords.js';
import { readDevRealm } from '../src/keycloak/realm-files.js';
import { Browser, webAuthorizationParams } from './signup-support.js';

const PASSWORD = 'correct horse';
const INVALID = 'Invalid username or password.';

const keycloakDefaults: BruteForceSettings = {
  bruteForceProtected: true,
  failureFactor: 30,
  waitIncrementSeconds: 60,
  maxFailureWaitSeconds: 900,
  minimumQuickLoginWaitSeconds: 60,
  quickLoginCheckMilliSeconds: 1000,
  maxDeltaTimeSeconds: 43_200,
};

/** A protector over two accounts and a clock the test moves. */
async function protector(settings: Partial<BruteForceSettings> = {}) {
  const passwordHash = await hashPassword(PASSWORD);
  const account = (email: string): Account => ({
    id: email,
    email,
    firstName: '',
    lastName: '',
    emailVerified: true,
    createdAt: new Date(0),
  });
  const accounts = new Map(
    ['sam@example.com', 'kim@example.com'].map((email) => [
      email,
      { account: account(email), passwordHash },
    ]),
  );
  const clock = { now: 1_000_000 };
  const guard = bruteForceProtector({
    settings: { ...keycloakDefaults, ...settings },
    accounts: { findCredentials: (email) => Promise.resolve(accounts.get(email)) },
    now: () => clock.now,
  });
  /** A failed attempt, a little later than the last one (slower than a quick login). */
  const fail = async (email = 'sam@example.com') => {
    clock.now += 2_000;
    return guard.checkPassword(email, 'wrong');
  };
  const succeed = (email = 'sam@example.com') => guard.checkPassword(email, PASSWORD);
  return { guard, clock, fail, succeed };
}

describe('brute-force detection (Keycloak rules)', () => {
  it('locks a user for waitIncrementSeconds after failureFactor failures, then lets them in', async () => {
    const { clock, fail, succeed } = await protector({ failureFactor: 3 });
    expect(await fail()).toEqual({ ok: false, reason: 'invalid' });
    expect(await fail()).toEqual({ ok: false, reason: 'invalid' });
    expect((await succeed()).ok).toBe(true);

    for (let attempt = 0; attempt < 3; attempt += 1) await fail();
    // The right password does not help while locked, and is not even checked.
    expect(await succeed()).toEqual({ ok: false, reason: 'locked' });
    clock.now += 59_000;
    expect(await succeed()).toEqual({ ok: false, reason: 'locked' });
    clock.now += 2_000;
    expect((await succeed()).ok).toBe(true);
  });

  it('counts per user: another account is not affected', async () => {
    const { fail, succeed } = await protector({ failureFactor: 2 });
    await fail('sam@example.com');
    await fail('sam@example.com');
    expect(await succeed('sam@example.com')).toEqual({ ok: false, reason: 'locked' });
    expect((await succeed('kim@example.com')).ok).toBe(true);
  });

  it('waits longer with every failureFactor failures, up to maxFailureWaitSeconds', async () => {
    const { clock, fail, succeed } = await protector({
      failureFactor: 2,
      waitIncrementSeconds: 100,
      maxFailureWaitSeconds: 150,
    });
    await fail();
    await fail();
    clock.now += 100_000;
    // Each failure past failureFactor locks again: 3 failures wait 1 × 100 s.
    await fail();
    clock.now += 99_000;
    expect(await succeed()).toEqual({ ok: false, reason: 'locked' });
    await fail();
    // 4 failures: 2 × 100 s, capped at 150 s.
    clock.now += 149_000;
    expect(await succeed()).toEqual({ ok: false, reason: 'locked' });
    clock.now += 2_000;
    expect((await succeed()).ok).toBe(true);
  });

  it('forgets the count after a successful login', async () => {
    const { fail, succeed } = await protector({ failureFactor: 3 });
    await fail();
    await fail();
    expect((await succeed()).ok).toBe(true);
    await fail();
    await fail();
    expect((await succeed()).ok).toBe(true);
  });

  it('forgets failures older than maxDeltaTimeSeconds', async () => {
    const { clock, fail, succeed } = await protector({ failureFactor: 3, maxDeltaTimeSeconds: 60 });
    await fail();
    await fail();
    clock.now += 61_000;
    await fail();
    expect((await succeed()).ok).toBe(true);
  });

  it('locks for minimumQuickLoginWaitSeconds when failures come faster than quickLoginCheckMilliSeconds', async () => {
    const { guard, clock, succeed } = await protector();
    await guard.checkPassword('sam@example.com', 'wrong');
    clock.now += 500;
    await guard.checkPassword('sam@example.com', 'wrong');
    expect(await succeed()).toEqual({ ok: false, reason: 'locked' });
    clock.now += 60_000;
    expect((await succeed()).ok).toBe(true);
  });

  it('refuses a second attempt of the same user while one is being checked', async () => {
    const { guard } = await protector();
    const [first, second] = await Promise.all([
      guard.checkPassword('sam@example.com', PASSWORD),
      guard.checkPassword('sam@example.com', PASSWORD),
    ]);
    expect(first.ok).toBe(true);
    expect(second).toEqual({ ok: false, reason: 'locked' });
  });

  it('never locks an unknown user name, which has no account to lock', async () => {
    const { fail } = await protector({ failureFactor: 1 });
    expect(await fail('nobody@example.com')).toEqual({ ok: false, reason: 'invalid' });
    expect(await fail('nobody@example.com')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('does nothing when the realm is not bruteForceProtected', async () => {
    const { fail, succeed } = await protector({ bruteForceProtected: false, failureFactor: 1 });
    await fail();
    await fail();
    expect((await succeed()).ok).toBe(true);
  });

  it("reads the realm's explicit settings: Keycloak's defaults without the quick-login lockout", async () => {
    expect(bruteForceSettings(await readDevRealm())).toEqual({
      ...keycloakDefaults,
      minimumQuickLoginWaitSeconds: 0,
      quickLoginCheckMilliSeconds: 0,
    });
    expect(bruteForceSettings({})).toEqual({ ...keycloakDefaults, bruteForceProtected: false });
    expect(() => bruteForceSettings({ permanentLockout: true })).toThrow(/permanentLockout/);
  });
});

describe('the login page', () => {
  let idp: RunningIdp;
  let databaseUrl: string;
  const schema = `idp_brute_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    databaseUrl = await testDatabaseUrl();
    // The account's own lockout, without the per-address throttle in front (idp-sign-in-throttle.test.ts).
    idp = await startIdp({
      port: 0,
      databaseUrl,
      schema,
      signInThrottle: false,
      logger: pino({ level: 'silent' }),
    });
  });

  afterAll(async () => {
    await idp?.stop();
    const pool = new pg.Pool({ connectionString: databaseUrl });
    await pool.query(`drop schema if exists ${schema} cascade`);
    await pool.end();
  });

  /** Opens the login page of a new authorization request; returns the browser and the form's action. */
  async function loginForm(): Promise<{ browser: Browser; action: string }> {
    const browser = new Browser(idp.url);
    const params = webAuthorizationParams();
    const page = await browser.follow(`${idp.issuer}/protocol/openid-connect/auth?${params}`);
    return { browser, action: actionOf(await page.response.text()) };
  }

  function actionOf(html: string): string {
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no login form: ${html.slice(0, 300)}`);
    return new URL(action.replace(/&amp;/g, '&'), idp.url).href;
  }

  async function submit(
    form: { browser: Browser; action: string },
    username: string,
    password: string,
  ) {
    const { response, url } = await form.browser.follow(form.action, {
      method: 'POST',
      body: new URLSearchParams({ username, password }),
    });
    const html = url.startsWith(idp.url) ? await response.text() : '';
    if (html) form.action = actionOf(html);
    return { signedIn: url.startsWith('http://localhost:8080/dashboard'), html };
  }

  it("answers quick failures with Keycloak's invalid-credentials message, and they do not lock the owner out", async () => {
    const form = await loginForm();
    const first = await submit(form, 'technician@example.com', 'wrong');
    const second = await submit(form, 'technician@example.com', 'wrong again');
    expect(first.html).toContain(INVALID);
    expect(second.html).toContain(INVALID);

    // Two failures a moment apart used to lock the account for a minute (the quick-login check, now off).
    const owner = await submit(form, 'technician@example.com', 'remote-hands-demo');
    expect(owner.signedIn).toBe(true);
  });

  it("locks the account after the realm's failureFactor failures, and does not tell it from a wrong password", async () => {
    const form = await loginForm();
    let last = { signedIn: false, html: '' };
    for (let attempt = 0; attempt < keycloakDefaults.failureFactor; attempt += 1) {
      last = await submit(form, 'company@example.com', `wrong ${attempt}`);
    }
    expect(last.html).toContain(INVALID);

    const locked = await submit(form, 'company@example.com', 'remote-hands-demo');
    expect(locked.signedIn).toBe(false);
    // Only the form's links differ.
    const withoutLinks = (html: string) => html.replace(/(action|href)="[^"]*"/g, '');
    expect(withoutLinks(locked.html)).toBe(withoutLinks(last.html));
  });
});
