import { INTERNAL_API_TOKEN_HEADER } from '@rha/contracts';
import type { RunningService } from '@rha/kit';
import { createTestDb, type TestDb } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalApiToken, startNotification, validSubmission } from './support/service.js';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp-server.js';

let testDb: TestDb;
let smtp: TestSmtpServer;
let service: RunningService;

beforeAll(async () => {
  testDb = await createTestDb('notification_idempotency');
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

function postKeyed(body: unknown, key: string): Promise<Response> {
  return fetch(`${service.url}/contact-messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [INTERNAL_API_TOKEN_HEADER]: internalApiToken,
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
}

async function written(): Promise<{ messages: number; emails: number }> {
  const count = async (table: string) =>
    Number((await testDb.db(table).count({ n: '*' }).first())?.n ?? 0);
  return { messages: await count('contact_messages'), emails: await count('emails') };
}

describe('POST /contact-messages with an Idempotency-Key', () => {
  it('answers a resend as the first attempt, not as a reused captcha, and queues one e-mail', async () => {
    const submission = validSubmission();
    const key = crypto.randomUUID();

    const first = await postKeyed(submission, key);
    expect(first.status).toBe(202);
    const accepted: unknown = await first.json();
    const before = await written();

    const resend = await postKeyed(submission, key);
    expect(resend.status).toBe(202);
    expect(resend.headers.get('idempotent-replayed')).toBe('true');
    expect(await resend.json()).toEqual(accepted);
    expect(await written()).toEqual(before);
  });

  it('refuses the key again with another message', async () => {
    const key = crypto.randomUUID();
    await postKeyed(validSubmission(), key);
    const before = await written();

    const reused = await postKeyed(validSubmission({ message: 'Another question.' }), key);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await written()).toEqual(before);
  });
});
