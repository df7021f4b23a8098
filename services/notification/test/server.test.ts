import { parseEnv } from '@rha/kit';
import { createTestDb, type TestDb } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../src/server.js';
import { postContactMessage, startNotification, validSubmission } from './support/service.js';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp-server.js';

let testDb: TestDb;
let smtp: TestSmtpServer;

beforeAll(async () => {
  testDb = await createTestDb('notification_server');
  smtp = await startTestSmtpServer();
});

afterAll(async () => {
  await smtp?.close();
  await testDb?.drop();
});

const validEnv = {
  PORT: '4005',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  KEYCLOAK_URL: 'http://localhost:8081',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  SUPPORT_EMAIL: 'support@remote-hands.test',
  MAIL_FROM: 'Remote Hands Alaska <no-reply@remote-hands.test>',
  INTERNAL_API_TOKEN: 'x'.repeat(32),
};

describe('start', () => {
  it('migrates its schema, answers ready and sends a contact message', async () => {
    const running = await startNotification({
      DATABASE_URL: testDb.url,
      DATABASE_SCHEMA: testDb.schema,
      SMTP_URL: smtp.url,
    });
    try {
      const ready = await fetch(`${running.url}/readyz`);
      const accepted = await postContactMessage(running.url, validSubmission());

      expect(ready.status).toBe(200);
      expect(accepted.status).toBe(202);
      await smtp.waitFor(1);
    } finally {
      await running.stop();
    }
  });
});

describe('start on a taken port', () => {
  it('fails with the listen error after stopping what it had started', async () => {
    const running = await startNotification({
      DATABASE_URL: testDb.url,
      DATABASE_SCHEMA: testDb.schema,
      SMTP_URL: smtp.url,
    });
    try {
      const second = startNotification({
        PORT: String(running.port),
        DATABASE_URL: testDb.url,
        DATABASE_SCHEMA: testDb.schema,
        SMTP_URL: smtp.url,
      });

      await expect(second).rejects.toMatchObject({ code: 'EADDRINUSE' });
      expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
    } finally {
      await running.stop();
    }
  });
});

describe('configuration', () => {
  it('defaults the schema, the attempts, the retry delay, the parallel sends, the SMTP connections and the web origin', () => {
    const parsed = parseEnv(configSchema, validEnv);

    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.value).toMatchObject({
        DATABASE_SCHEMA: 'notification',
        EMAIL_MAX_ATTEMPTS: 12,
        EMAIL_RETRY_BASE_MS: 10_000,
        EMAIL_SEND_PARALLELISM: 25,
        SMTP_MAX_CONNECTIONS: 25,
        PUBLIC_WEB_URL: 'http://localhost:8080',
      });
    }
  });

  it('accepts a bare address as MAIL_FROM and smtps:// with credentials as SMTP_URL', () => {
    const parsed = parseEnv(configSchema, {
      ...validEnv,
      MAIL_FROM: 'no-reply@remote-hands.test',
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
    });

    expect(parsed.ok).toBe(true);
  });

  it('names every bad or missing variable at once', () => {
    const parsed = parseEnv(configSchema, {
      ...validEnv,
      SMTP_URL: 'http://mail.example.com',
      SUPPORT_EMAIL: 'support',
      MAIL_FROM: 'Remote Hands <no-reply>',
      INTERNAL_API_TOKEN: 'short',
      PUBLIC_WEB_URL: 'ftp://remote-hands.example.com',
      EMAIL_SEND_PARALLELISM: '0',
      SMTP_MAX_CONNECTIONS: 'many',
    });

    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems.map((p) => p.variable).sort()).toEqual([
        'EMAIL_SEND_PARALLELISM',
        'INTERNAL_API_TOKEN',
        'MAIL_FROM',
        'PUBLIC_WEB_URL',
        'SMTP_MAX_CONNECTIONS',
        'SMTP_URL',
        'SUPPORT_EMAIL',
      ]);
    }
  });

  it('requires the internal credential', () => {
    const { INTERNAL_API_TOKEN: _, ...withoutToken } = validEnv;

    const parsed = parseEnv(configSchema, withoutToken);

    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems).toEqual([
        { variable: 'INTERNAL_API_TOKEN', message: 'Required but not set' },
      ]);
    }
  });
});
