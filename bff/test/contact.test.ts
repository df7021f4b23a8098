import { INTERNAL_API_TOKEN_HEADER, type Problem } from '@rha/contracts';
import type { RunningService } from '@rha/kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  decodeToken,
  encodeToken,
  fastCaptchaEnv,
  solvedCaptchaToken,
  startNotificationStandIn,
  type NotificationStandIn,
} from './contact.support.js';
import { startBff, testInternalApiToken } from './support/bff.js';

let notification: NotificationStandIn;
let bff: RunningService;

beforeAll(async () => {
  notification = await startNotificationStandIn();
  bff = await startBff({
    KEYCLOAK_URL: 'http://127.0.0.1:9',
    IDENTITY_URL: 'http://127.0.0.1:9',
    NOTIFICATION_URL: notification.url,
    CAPTCHA_HMAC_KEY: 'bff-contact-test-captcha-key-0123456789',
    CONTACT_RATE_LIMIT: '1000',
    ...fastCaptchaEnv,
  });
});

afterAll(async () => {
  await bff?.stop();
  await notification?.close();
});

beforeEach(() => {
  notification.calls.length = 0;
});

function postContact(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${bff.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function validMessage(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Mary Nanuk',
    email: 'mary@example.com',
    message: 'We need a technician in Bethel next week.',
    captchaToken: await solvedCaptchaToken(bff.url),
    ...overrides,
  };
}

async function expectFieldError(response: Response, field: string, message: string) {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  const problem = (await response.json()) as Problem;
  expect(problem.code).toBe('validation_failed');
  expect(problem.errors).toEqual([{ field, message }]);
  return problem;
}

describe('GET /api/captcha/challenge', () => {
  it('serves a signed, expiring PBKDF2 challenge that is never cached', async () => {
    const before = Math.floor(Date.now() / 1000);

    const response = await fetch(`${bff.url}/api/captcha/challenge`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = (await response.json()) as {
      parameters: Record<string, unknown>;
      signature: string;
    };
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      keyLength: 32,
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      keySignature: expect.any(String),
    });
    const expiresAt = challenge.parameters.expiresAt as number;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 1_200);
    expect(expiresAt).toBeLessThanOrEqual(before + 1_202);
  });

  it('gives a new challenge each time', async () => {
    const [a, b] = await Promise.all(
      [1, 2].map(async () => {
        const response = await fetch(`${bff.url}/api/captcha/challenge`);
        return ((await response.json()) as { parameters: { nonce: string } }).parameters.nonce;
      }),
    );

    expect(a).not.toBe(b);
  });
});

describe('POST /api/contact', () => {
  it('hands a valid message with a solved captcha to the notification service', async () => {
    const message = await validMessage();
    const { nonce, expiresAt } = decodeToken(message.captchaToken).challenge.parameters;

    const response = await postContact(message, { 'x-request-id': 'contact-req-1' });

    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'accepted' });
    expect(notification.calls).toHaveLength(1);
    const [call] = notification.calls;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/contact-messages');
    expect(call?.headers[INTERNAL_API_TOKEN_HEADER]).toBe(testInternalApiToken);
    expect(call?.headers['x-request-id']).toBe('contact-req-1');
    expect(call?.body).toEqual({
      name: 'Mary Nanuk',
      email: 'mary@example.com',
      message: 'We need a technician in Bethel next week.',
      captchaId: nonce,
      captchaExpiresAt: new Date((expiresAt ?? 0) * 1000).toISOString(),
    });
  });

  it("answers each invalid field with the spec's message under it and calls no service", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Name is required'],
      [{ name: '   ' }, 'name', 'Name is required'],
      [{ email: 'mary-at-example.com' }, 'email', 'Invalid email address'],
      [{ message: 'Too short' }, 'message', 'Message must be at least 10 characters'],
      [{ captchaToken: '' }, 'captchaToken', 'Please complete the captcha'],
      [{ captchaToken: undefined }, 'captchaToken', 'Please complete the captcha'],
    ];

    for (const [overrides, field, message] of cases) {
      const response = await postContact(await validMessage(overrides));
      await expectFieldError(response, field, message);
    }
    expect(notification.calls).toHaveLength(0);
  });

  it('refuses unknown fields, naming each, so no caller picks a recipient or subject', async () => {
    const response = await postContact(
      await validMessage({
        to: 'victim@example.com',
        subject: 'Hello',
        htmlFilePath: '/etc/passwd',
      }),
    );

    expect(response.status).toBe(400);
    const problem = (await response.json()) as Problem;
    expect(problem.errors?.map((error) => error.field).sort()).toEqual([
      'htmlFilePath',
      'subject',
      'to',
    ]);
    expect(notification.calls).toHaveLength(0);
  });

  it('refuses a 1 MB body with 413 before reading it as a message', async () => {
    const message = await validMessage({ message: 'x'.repeat(1024 * 1024) });

    const response = await postContact(message);

    expect(response.status).toBe(413);
    expect(((await response.json()) as Problem).code).toBe('payload_too_large');
    expect(notification.calls).toHaveLength(0);
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const response = await postContact('{"name": "Mary",');

    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).code).toBe('invalid_json');
  });
});

describe('POST /api/contact captcha', () => {
  const captchaRefused = 'Please complete the captcha';

  it('refuses a solution whose derived key was made up', async () => {
    const payload = decodeToken(await solvedCaptchaToken(bff.url));
    payload.solution.derivedKey = 'ab'.repeat(32);

    const response = await postContact(await validMessage({ captchaToken: encodeToken(payload) }));

    const problem = await expectFieldError(response, 'captchaToken', captchaRefused);
    expect(problem.detail).toContain('not valid');
    expect(notification.calls).toHaveLength(0);
  });

  it('refuses a challenge whose parameters were changed, e.g. a later expiry', async () => {
    const payload = decodeToken(await solvedCaptchaToken(bff.url));
    payload.challenge.parameters.expiresAt = (payload.challenge.parameters.expiresAt ?? 0) + 86_400;

    const response = await postContact(await validMessage({ captchaToken: encodeToken(payload) }));

    await expectFieldError(response, 'captchaToken', captchaRefused);
    expect(notification.calls).toHaveLength(0);
  });

  it('refuses a challenge this bff did not sign', async () => {
    const other = await startBff({
      NOTIFICATION_URL: notification.url,
      KEYCLOAK_URL: 'http://127.0.0.1:9',
      CAPTCHA_HMAC_KEY: 'another-bff-with-another-captcha-key-42',
      ...fastCaptchaEnv,
    });
    try {
      const foreign = await solvedCaptchaToken(other.url);

      const response = await postContact(await validMessage({ captchaToken: foreign }));

      await expectFieldError(response, 'captchaToken', captchaRefused);
    } finally {
      await other.stop();
    }
  });

  it("refuses the widget's test-mode payload and tokens that are not a payload at all", async () => {
    for (const captchaToken of [
      encodeToken({ challenge: null, solution: null, test: true }),
      'not base64 at all',
      encodeToken({ algorithm: 'SHA-256', challenge: 'abc', number: 1, salt: 'x', signature: 'y' }),
    ]) {
      const response = await postContact(await validMessage({ captchaToken }));
      const problem = await expectFieldError(response, 'captchaToken', captchaRefused);
      expect(problem.detail).toContain('could not be read');
    }
    expect(notification.calls).toHaveLength(0);
  });

  it('refuses a solution the notification service reports as already used', async () => {
    notification.answerNext(409, { code: 'captcha_already_used' });

    const response = await postContact(await validMessage());

    const problem = await expectFieldError(response, 'captchaToken', captchaRefused);
    expect(problem.detail).toContain('already used');
  });
});

describe('POST /api/contact with an Idempotency-Key', () => {
  it('passes the key on to the notification service', async () => {
    const key = crypto.randomUUID();

    const response = await postContact(await validMessage(), { 'idempotency-key': key });

    expect(response.status).toBe(202);
    expect(notification.calls[0]?.headers['idempotency-key']).toBe(key);
  });

  it('relays the service telling a resend to come back later', async () => {
    notification.answerNext(409, { code: 'idempotency_key_in_flight' });

    const response = await postContact(await validMessage(), {
      'idempotency-key': crypto.randomUUID(),
    });

    expect(response.status).toBe(409);
    expect(((await response.json()) as Problem).code).toBe('idempotency_key_in_flight');
  });
});

describe('POST /api/contact with the notification service failing', () => {
  it('answers 502 upstream_failed when the service answers with an error', async () => {
    notification.answerNext(500);

    const response = await postContact(await validMessage());

    expect(response.status).toBe(502);
    expect(((await response.json()) as Problem).code).toBe('upstream_failed');
  });

  it('answers 502 upstream_failed when the service cannot be reached', async () => {
    const isolated = await startBff({
      KEYCLOAK_URL: 'http://127.0.0.1:9',
      NOTIFICATION_URL: 'http://127.0.0.1:9',
      ...fastCaptchaEnv,
    });
    try {
      const captchaToken = await solvedCaptchaToken(isolated.url);
      const response = await fetch(`${isolated.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await validMessage({ captchaToken })),
      });

      expect(response.status).toBe(502);
      expect(((await response.json()) as Problem).detail).toBe(
        'The message could not be sent right now.',
      );
    } finally {
      await isolated.stop();
    }
  });
});
