// The contact form end to end: bff, notification service, real Postgres and real SMTP into the mail sink.
import { pbkdf2Sync } from 'node:crypto';
import { configSchema as bffConfigSchema, start as startBff } from '@rha/bff';
import type { Problem } from '@rha/contracts';
import { createLogger, createInProcessTransport, parseEnv, type RunningService } from '@rha/kit';
import { createTestDb, type TestDb } from '@rha/kit/testing';
import {
  configSchema as notificationConfigSchema,
  start as startNotification,
} from '@rha/notification';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailSink, type MailSink, type SinkMessage } from '../src/mail-sink/index.js';

const internalApiToken = 'contact-e2e-internal-api-token-0123456789';
const supportEmail = 'support@remote-hands.test';
const silent = { error: () => undefined };

let testDb: TestDb;
let sink: MailSink;
let notification: RunningService;
let bff: RunningService;

/** A bff with counters of its own, so that each one's contact limit starts from nothing. */
async function startContactBff(env: Record<string, string> = {}): Promise<RunningService> {
  const counters = await createTestDb('contact_e2e_bff');
  const config = parseEnv(bffConfigSchema, {
    PORT: '0',
    DATABASE_URL: counters.url,
    DATABASE_SCHEMA: counters.schema,
    LOG_LEVEL: 'silent',
    KEYCLOAK_URL: 'http://127.0.0.1:9',
    NOTIFICATION_URL: notification.url,
    INTERNAL_API_TOKEN: internalApiToken,
    CAPTCHA_HMAC_KEY: 'contact-e2e-captcha-key-0123456789abcdef',
    CAPTCHA_COST: '10',
    CAPTCHA_MAX_COUNTER: '200',
    CONTACT_RATE_LIMIT: '1000',
    ...env,
  });
  if (!config.ok) throw new Error(JSON.stringify(config.problems));
  const running = await startBff(config.value, { logger: createLogger('bff', 'silent') });
  return {
    ...running,
    async stop() {
      await running.stop();
      await counters.drop();
    },
  };
}

beforeAll(async () => {
  testDb = await createTestDb('contact_e2e');
  sink = await startMailSink({ smtpPort: 0, webPort: 0, logger: silent });
  const config = parseEnv(notificationConfigSchema, {
    PORT: '0',
    LOG_LEVEL: 'silent',
    KEYCLOAK_URL: 'http://127.0.0.1:9',
    DATABASE_URL: testDb.url,
    DATABASE_SCHEMA: testDb.schema,
    SMTP_URL: sink.smtpUrl,
    SUPPORT_EMAIL: supportEmail,
    MAIL_FROM: 'Remote Hands Alaska <no-reply@remote-hands.test>',
    INTERNAL_API_TOKEN: internalApiToken,
    EMAIL_RETRY_BASE_MS: '200',
  });
  if (!config.ok) throw new Error(JSON.stringify(config.problems));
  notification = await startNotification(config.value, {
    logger: createLogger('notification', 'silent'),
    transport: createInProcessTransport(),
  });
  bff = await startContactBff();
});

afterAll(async () => {
  await bff?.stop();
  await notification?.stop();
  await sink?.stop();
  await testDb?.drop();
});

beforeEach(async () => {
  await testDb.db('contact_messages').del();
  await testDb.db('emails').del();
});

interface AltchaChallenge {
  parameters: { nonce: string; salt: string; cost: number; keyLength: number; keyPrefix: string };
  signature: string;
}

/**
 * Solves an ALTCHA v2 challenge the way the widget's workers do, written from the protocol rather
 * than with altcha-lib, so this also checks that what the bff issues is standard: the password is
 * the nonce followed by the counter as a big-endian uint32, PBKDF2-SHA-256 with the salt.
 */
function solve(challenge: AltchaChallenge): string {
  const { nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
  const password = Buffer.alloc(nonce.length / 2 + 4);
  Buffer.from(nonce, 'hex').copy(password);
  for (let counter = 0; counter < 2 ** 32; counter += 1) {
    password.writeUInt32BE(counter, nonce.length / 2);
    const derivedKey = pbkdf2Sync(password, Buffer.from(salt, 'hex'), cost, keyLength, 'sha256');
    if (derivedKey.toString('hex').startsWith(keyPrefix)) {
      const payload = { challenge, solution: { counter, derivedKey: derivedKey.toString('hex') } };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('no solution');
}

async function captchaToken(bffUrl = bff.url): Promise<string> {
  const response = await fetch(`${bffUrl}/api/captcha/challenge`);
  return solve((await response.json()) as AltchaChallenge);
}

async function contact(
  overrides: Record<string, unknown> = {},
  bffUrl = bff.url,
): Promise<Response> {
  const body = {
    name: 'Mary Nanuk',
    email: 'mary@example.com',
    message: 'Our satellite terminal in Bethel is down.\nCan someone look at it?',
    captchaToken: await captchaToken(bffUrl),
    ...overrides,
  };
  return fetch(`${bffUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function sinkMessages(): Promise<SinkMessage[]> {
  return (await (await fetch(`${sink.webUrl}/api/messages`)).json()) as SinkMessage[];
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stored(): Promise<{ messages: number; emails: number }> {
  const count = async (table: string) =>
    Number((await testDb.db(table).count({ n: '*' }).first())?.n ?? 0);
  return { messages: await count('contact_messages'), emails: await count('emails') };
}

describe('a contact message', () => {
  it('arrives in the support mailbox with the sender as reply-to', async () => {
    const before = (await sinkMessages()).length;

    const response = await contact();

    expect(response.status).toBe(202);
    const mail = await waitFor(async () => {
      const messages = await sinkMessages();
      return messages.length > before ? messages[0] : undefined;
    });
    expect(mail).toMatchObject({
      from: '"Remote Hands Alaska" <no-reply@remote-hands.test>',
      to: supportEmail,
      replyTo: '"Mary Nanuk" <mary@example.com>',
      subject: 'Contact form: Mary Nanuk',
    });
    expect(mail.text).toContain(
      'Our satellite terminal in Bethel is down.\nCan someone look at it?',
    );
    expect(mail.text).toContain('Email: mary@example.com');
    expect(mail.html).toContain('<a href="mailto:mary@example.com">mary@example.com</a>');
    const email = await waitFor(async () => {
      const row = await testDb.db('emails').first();
      return row?.status === 'sent' ? row : undefined;
    });
    expect(email).toMatchObject({ attempts: 1, last_error: null });
  });

  it('keeps what the visitor typed out of the markup', async () => {
    const before = (await sinkMessages()).length;

    await contact({ name: 'Eve <script>x</script>', message: '<img src=x onerror=alert(1)> help' });

    const mail = await waitFor(async () => {
      const messages = await sinkMessages();
      return messages.length > before ? messages[0] : undefined;
    });
    // Handlebars escapes `=` too.
    expect(mail.html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt; help');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Eve &lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>x');
  });
});

describe('a refused contact message', () => {
  it("gets the spec's message under its field and stores and sends nothing", async () => {
    const sentBefore = (await sinkMessages()).length;
    const forged = JSON.parse(Buffer.from(await captchaToken(), 'base64').toString()) as {
      solution: { counter: number; derivedKey: string };
    };
    forged.solution = { counter: 7, derivedKey: '00'.repeat(32) };
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['empty name', { name: '' }, 'name', 'Name is required'],
      ['invalid e-mail', { email: 'mary.example.com' }, 'email', 'Invalid email address'],
      [
        'short message',
        { message: 'Help me' },
        'message',
        'Message must be at least 10 characters',
      ],
      ['missing captcha', { captchaToken: '' }, 'captchaToken', 'Please complete the captcha'],
      [
        'forged captcha',
        { captchaToken: Buffer.from(JSON.stringify(forged)).toString('base64') },
        'captchaToken',
        'Please complete the captcha',
      ],
    ];

    for (const [label, overrides, field, message] of cases) {
      const response = await contact(overrides);
      expect(response.status, label).toBe(400);
      expect(((await response.json()) as Problem).errors, label).toEqual([{ field, message }]);
    }

    expect(await stored()).toEqual({ messages: 0, emails: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await sinkMessages()).toHaveLength(sentBefore);
  });

  it('refuses unknown fields and a 1 MB body, storing nothing', async () => {
    const unknown = await contact({ to: 'victim@example.com', template: 'welcome' });
    const huge = await contact({ message: 'x'.repeat(1024 * 1024) });

    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Problem).errors?.map((e) => e.field).sort()).toEqual([
      'template',
      'to',
    ]);
    expect(huge.status).toBe(413);
    expect(await stored()).toEqual({ messages: 0, emails: 0 });
  });

  it('is refused when its captcha solution is replayed, and only the first is sent', async () => {
    const sentBefore = (await sinkMessages()).length;
    const token = await captchaToken();

    const first = await contact({ captchaToken: token });
    const replayed = await contact({
      captchaToken: token,
      message: 'Sent again with the same solution.',
    });

    expect(first.status).toBe(202);
    expect(replayed.status).toBe(400);
    const problem = (await replayed.json()) as Problem;
    expect(problem.errors).toEqual([
      { field: 'captchaToken', message: 'Please complete the captcha' },
    ]);
    expect(problem.detail).toContain('already used');
    expect(await stored()).toEqual({ messages: 1, emails: 1 });
    await waitFor(async () => ((await sinkMessages()).length > sentBefore ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await sinkMessages()).toHaveLength(sentBefore + 1);
  });

  it('answers 429 with a clear message once an address reached the rate limit', async () => {
    const limited = await startContactBff({ CONTACT_RATE_LIMIT: '1' });
    try {
      const first = await contact({}, limited.url);
      const second = await contact({}, limited.url);

      expect(first.status).toBe(202);
      expect(second.status).toBe(429);
      expect(((await second.json()) as Problem).detail).toBe(
        'Too many messages from your address. Please try again in 15 minutes.',
      );
      expect(await stored()).toEqual({ messages: 1, emails: 1 });
    } finally {
      await limited.stop();
    }
  });
});

describe('an SMTP outage', () => {
  it('keeps the e-mail pending with its attempts and error, and sends it once SMTP is back', async () => {
    const { smtpPort } = sink;
    await sink.stop();

    const response = await contact({ name: 'Outage Test' });

    expect(response.status).toBe(202);
    const pending = await waitFor(async () => {
      const row = await testDb.db('emails').first();
      return row && row.attempts >= 1 && row.last_error ? row : undefined;
    });
    expect(pending.status).toBe('pending');
    expect(pending.last_error).toMatch(/ECONNREFUSED|connect/i);

    sink = await startMailSink({ smtpPort, webPort: 0, logger: silent });
    const mail = await waitFor(async () => (await sinkMessages())[0]);

    expect(mail.subject).toBe('Contact form: Outage Test');
    const sent = await waitFor(async () => {
      const row = await testDb.db('emails').first();
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.last_error).toBeNull();
  });
});

describe('the notification API', () => {
  it('refuses callers without the internal credential, so a browser cannot use it as a relay', async () => {
    const body = JSON.stringify({
      name: 'Eve',
      email: 'eve@example.com',
      message: 'Please forward this anywhere.',
      captchaId: 'made-up',
      captchaExpiresAt: new Date(Date.now() + 60_000).toISOString(),
    });

    const credentials: Record<string, string>[] = [
      {},
      { 'x-internal-api-token': 'guess' },
      { authorization: `Bearer ${internalApiToken}` },
    ];

    const responses = await Promise.all(
      credentials.map((headers) =>
        fetch(`${notification.url}/contact-messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
        }),
      ),
    );

    expect(responses.map((r) => r.status)).toEqual([401, 401, 401]);
    expect(await stored()).toEqual({ messages: 0, emails: 0 });
  });

  it('is not reachable through the bff except as /api/contact', async () => {
    const response = await fetch(`${bff.url}/api/contact-messages`, { method: 'POST' });

    expect(response.status).toBe(404);
  });
});
