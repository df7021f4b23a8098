import type { Problem } from '@rha/contracts';
import type { RunningService } from '@rha/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddressKey } from '../src/rate-limit/client-address.js';
import { waitText } from '../src/rate-limit/middleware.js';
import {
  fastCaptchaEnv,
  solvedCaptchaToken,
  startNotificationStandIn,
  type NotificationStandIn,
} from './contact.support.js';
import { startBff } from './support/bff.js';

let notification: NotificationStandIn;

beforeAll(async () => {
  notification = await startNotificationStandIn();
});

afterAll(async () => {
  await notification?.close();
});

async function bffWith(env: Record<string, string>): Promise<RunningService> {
  return startBff({
    KEYCLOAK_URL: 'http://127.0.0.1:9',
    NOTIFICATION_URL: notification.url,
    ...fastCaptchaEnv,
    ...env,
  });
}

function postContact(
  bff: RunningService,
  captchaToken: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${bff.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      name: 'Mary Nanuk',
      email: 'mary@example.com',
      message: 'We need a technician in Bethel next week.',
      captchaToken,
    }),
  });
}

describe('contact rate limit', () => {
  let bff: RunningService;

  beforeAll(async () => {
    bff = await bffWith({ CONTACT_RATE_LIMIT: '2', CONTACT_RATE_WINDOW_SECONDS: '600' });
  });

  afterAll(async () => {
    await bff?.stop();
  });

  it('answers 429 with a clear message and Retry-After once an address sent its quota', async () => {
    const tokens = await Promise.all([1, 2, 3].map(() => solvedCaptchaToken(bff.url)));
    const calls = notification.calls.length;

    const first = await postContact(bff, tokens[0] ?? '');
    const second = await postContact(bff, tokens[1] ?? '');
    const third = await postContact(bff, tokens[2] ?? '');

    expect([first.status, second.status]).toEqual([202, 202]);
    expect(third.status).toBe(429);
    expect(third.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(590);
    const problem = (await third.json()) as Problem;
    expect(problem.code).toBe('too_many_requests');
    expect(problem.detail).toBe(
      'Too many messages from your address. Please try again in 10 minutes.',
    );
    expect(notification.calls.length - calls).toBe(2);
  });

  it('counts invalid attempts too, so guessing is limited as well', async () => {
    const response = await postContact(bff, '');

    expect(response.status).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot pick its address', async () => {
    const response = await postContact(bff, await solvedCaptchaToken(bff.url), {
      'x-forwarded-for': '203.0.113.77',
    });

    expect(response.status).toBe(429);
  });
});

describe('captcha challenge rate limit', () => {
  let bff: RunningService;

  beforeAll(async () => {
    bff = await bffWith({ CONTACT_RATE_LIMIT: '1' });
  });

  afterAll(async () => {
    await bff?.stop();
  });

  it('allows ten times as many challenges as messages', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await fetch(`${bff.url}/api/captcha/challenge`)).status);
    }

    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const refused = await fetch(`${bff.url}/api/captcha/challenge`);
    expect(((await refused.json()) as Problem).detail).toMatch(/^Too many captcha requests/);
  });
});

describe('contact rate limit behind a trusted proxy', () => {
  let bff: RunningService;

  beforeAll(async () => {
    bff = await bffWith({ CONTACT_RATE_LIMIT: '1', TRUST_PROXY: 'true' });
  });

  afterAll(async () => {
    await bff?.stop();
  });

  it('counts each client by the address the proxy appended, not by what the client sent', async () => {
    const viaProxy = (clientSent: string, proxySaw: string) => ({
      'x-forwarded-for': clientSent ? `${clientSent}, ${proxySaw}` : proxySaw,
    });

    const alice = await postContact(
      bff,
      await solvedCaptchaToken(bff.url),
      viaProxy('', '198.51.100.1'),
    );
    const bob = await postContact(
      bff,
      await solvedCaptchaToken(bff.url),
      viaProxy('', '198.51.100.2'),
    );
    const aliceSpoofing = await postContact(
      bff,
      await solvedCaptchaToken(bff.url),
      viaProxy('192.0.2.99', '198.51.100.1'),
    );

    expect([alice.status, bob.status]).toEqual([202, 202]);
    expect(aliceSpoofing.status).toBe(429);
  });
});

describe('clientAddressKey', () => {
  it('keeps an IPv4 address and unwraps an IPv4-mapped IPv6 one', () => {
    expect(clientAddressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('waitText', () => {
  it('says seconds for short waits and whole minutes for longer ones', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(600)).toBe('10 minutes');
    expect(waitText(61 * 10)).toBe('11 minutes');
  });
});
