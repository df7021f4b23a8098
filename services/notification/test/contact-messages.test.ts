import type { Problem } from '@rha/contracts';
import type { RunningService } from '@rha/kit';
import { createTestDb, type TestDb } from '@rha/kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  mailFrom,
  postContactMessage,
  startNotification,
  supportEmail,
  validSubmission,
} from './support/service.js';
import { startTestSmtpServer, waitUntil, type TestSmtpServer } from './support/smtp-server.js';

let testDb: TestDb;
let smtp: TestSmtpServer;
let service: RunningService;

beforeAll(async () => {
  testDb = await createTestDb('notification_contact');
  smtp = await startTestSmtpServer();
  service = await startNotification({
    DATABASE_URL: testDb.url,
    DATABASE_SCHEMA: testDb.schema,
    SMTP_URL: smtp.url,
  });
});

afterAll(async () => {
  await service?.stop();
  await smtp?.close();
  await testDb?.drop();
});

beforeEach(async () => {
  smtp.received.length = 0;
  await testDb.db('contact_messages').del();
  await testDb.db('emails').del();
});

const count = async (table: string) =>
  Number((await testDb.db(table).count({ n: '*' }).first())?.n ?? 0);

describe('POST /contact-messages credential', () => {
  it('refuses a caller without the internal credential and stores nothing', async () => {
    const response = await postContactMessage(service.url, validSubmission(), null);

    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(((await response.json()) as Problem).code).toBe('unauthorized');
    expect(await count('contact_messages')).toBe(0);
    expect(await count('captcha_solutions')).toBe(0);
  });

  it('refuses a wrong credential, a user bearer token in its place and an empty one', async () => {
    for (const token of ['wrong-token', 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.sig', '']) {
      const response = await postContactMessage(service.url, validSubmission(), token);
      expect(response.status, token).toBe(401);
    }
    expect(await count('contact_messages')).toBe(0);
  });
});

describe('POST /contact-messages', () => {
  it('answers 202 once the message and its pending e-mail are stored', async () => {
    const response = await postContactMessage(
      service.url,
      validSubmission({ name: 'Mary Nanuk', email: 'mary@example.com' }),
    );

    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    const stored = await testDb.db('contact_messages').where({ id }).first();
    expect(stored).toMatchObject({
      name: 'Mary Nanuk',
      email: 'mary@example.com',
      message: 'We need a technician in Bethel next week.',
    });
    const email = await testDb.db('emails').where({ id: stored.email_id }).first();
    expect(email).toMatchObject({
      template: 'contact-message',
      recipient: supportEmail,
      reply_to: 'mary@example.com',
      reply_to_name: 'Mary Nanuk',
      subject: 'Contact form: Mary Nanuk',
    });
  });

  it('e-mails the support mailbox from MAIL_FROM with the sender as reply-to', async () => {
    await postContactMessage(
      service.url,
      validSubmission({ name: 'Mary Nanuk', email: 'mary@example.com' }),
    );

    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelope.to).toEqual([supportEmail]);
    expect(mail?.envelope.from).toBe('no-reply@remote-hands.test');
    expect(mail?.headers.to).toBe(supportEmail);
    expect(mail?.headers.from).toBe(mailFrom);
    expect(mail?.headers['reply-to']).toBe('Mary Nanuk <mary@example.com>');
    expect(mail?.headers.subject).toBe('Contact form: Mary Nanuk');
    expect(mail?.headers['content-type']).toContain('multipart/alternative');
    expect(mail?.raw).toContain('Content-Type: text/plain');
    expect(mail?.raw).toContain('Content-Type: text/html');
    await waitUntil(async () => (await testDb.db('emails').first())?.status === 'sent');
    expect(await testDb.db('emails').first()).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      smtp_message_id: expect.any(String),
    });
  });

  it('refuses a second message with the same captcha and stores nothing for it', async () => {
    const captchaId = crypto.randomUUID();

    const first = await postContactMessage(service.url, validSubmission({ captchaId }));
    const replay = await postContactMessage(
      service.url,
      validSubmission({ captchaId, message: 'The same solution, used again.' }),
    );

    expect(first.status).toBe(202);
    expect(replay.status).toBe(409);
    expect(((await replay.json()) as Problem).code).toBe('captcha_already_used');
    expect(await count('contact_messages')).toBe(1);
    expect(await count('emails')).toBe(1);
  });

  it('accepts exactly one of several concurrent messages with the same captcha', async () => {
    const captchaId = crypto.randomUUID();

    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        postContactMessage(service.url, validSubmission({ captchaId })),
      ),
    );

    expect(responses.map((r) => r.status).sort()).toEqual([202, 409, 409, 409, 409, 409]);
    expect(await count('contact_messages')).toBe(1);
  });

  it('lets no caller choose the recipient, subject or template', async () => {
    const response = await postContactMessage(
      service.url,
      validSubmission({ to: 'victim@example.com', subject: 'Hi', template: 'welcome' }),
    );

    expect(response.status).toBe(400);
    const problem = (await response.json()) as Problem;
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors?.map((e) => e.field).sort()).toEqual(['subject', 'template', 'to']);
    expect(await count('contact_messages')).toBe(0);
  });

  it("checks the fields again with the spec's messages", async () => {
    const response = await postContactMessage(
      service.url,
      validSubmission({ name: ' ', email: 'nope', message: 'too short' }),
    );

    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'email', message: 'Invalid email address' },
      { field: 'message', message: 'Message must be at least 10 characters' },
    ]);
    expect(await count('contact_messages')).toBe(0);
  });

  it('forgets captchas that expired over an hour ago', async () => {
    await testDb.db('captcha_solutions').insert([
      { challenge_id: 'long-expired', expires_at: new Date(Date.now() - 2 * 3_600_000) },
      { challenge_id: 'just-expired', expires_at: new Date(Date.now() - 60_000) },
    ]);

    await postContactMessage(service.url, validSubmission());

    const kept = await testDb.db('captcha_solutions').pluck('challenge_id');
    expect(kept).not.toContain('long-expired');
    expect(kept).toContain('just-expired');
  });
});

describe('routes outside the API', () => {
  it('answers unknown paths with a 404 problem and serves health and readiness', async () => {
    const [unknown, healthz, readyz] = await Promise.all(
      ['/emails', '/healthz', '/readyz'].map((path) => fetch(`${service.url}${path}`)),
    );

    expect(unknown?.status).toBe(404);
    expect(healthz?.status).toBe(200);
    expect(readyz?.status).toBe(200);
  });
});
