import { createLogger, migrate, type Knex } from '@rha/kit';
import { createTestDb, type TestDb } from '@rha/kit/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.js';
import type { EmailRow } from '../src/db/emails.repo.js';
import { startEmailDispatcher, type EmailDispatcher } from '../src/domain/email-dispatcher.js';
import { createEmailQueue, type EmailQueue } from '../src/domain/emails.js';
import { createSmtpSender, type MailSender } from '../src/mail/smtp.js';
import { loadEmailTemplates } from '../src/mail/templates.js';
import { startTestSmtpServer, waitUntil, type TestSmtpServer } from './support/smtp-server.js';

let testDb: TestDb;
let emails: EmailQueue;
let smtp: TestSmtpServer;
const dispatchers: EmailDispatcher[] = [];

beforeAll(async () => {
  testDb = await createTestDb('notification_dispatch');
  await migrate(testDb.db, { schema: testDb.schema, migrations });
  emails = createEmailQueue(await loadEmailTemplates());
});

beforeEach(async () => {
  smtp = await startTestSmtpServer();
  await testDb.db('contact_messages').del();
  await testDb.db('emails').del();
});

afterEach(async () => {
  await Promise.all(dispatchers.splice(0).map((dispatcher) => dispatcher.stop()));
  await smtp.close();
});

afterAll(async () => {
  await testDb?.drop();
});

interface DispatcherOptions {
  maxAttempts?: number;
  retryBaseMs?: number;
  smtpUrl?: string;
  parallelism?: number;
  maxConnections?: number;
}

/** A dispatcher that only works when flushed, so each test decides when a pass happens. */
function dispatcher(options: DispatcherOptions = {}): EmailDispatcher {
  const started = startEmailDispatcher({
    db: testDb.db,
    sender: createSmtpSender(options.smtpUrl ?? smtp.url, {
      maxConnections: options.maxConnections ?? 4,
    }),
    from: 'Remote Hands Alaska <no-reply@remote-hands.test>',
    logger: createLogger('notification', 'silent'),
    maxAttempts: options.maxAttempts ?? 5,
    retryBaseMs: options.retryBaseMs ?? 100,
    intervalMs: 60_000,
    parallelism: options.parallelism ?? 4,
  });
  dispatchers.push(started);
  return started;
}

async function queueContactEmail(
  db: Knex = testDb.db,
  to = 'support@remote-hands.test',
): Promise<string> {
  return db.transaction((trx) =>
    emails.queueEmail(trx, {
      to,
      template: 'contact-message',
      data: {
        name: 'Mary Nanuk',
        email: 'mary@example.com',
        message: 'We need a technician in Bethel.',
        receivedAt: 'Mon, Dec 1, 2025, 9:05 AM AKST',
      },
      replyTo: { name: 'Mary Nanuk', address: 'mary@example.com' },
    }),
  );
}

async function emailRow(id: string): Promise<EmailRow> {
  const row = await testDb.db<EmailRow>('emails').where({ id }).first();
  if (!row) throw new Error(`no e-mail ${id}`);
  return row;
}

/** Flushes until the e-mail's retry is due and a pass has taken it. */
async function flushUntilAttempted(sender: EmailDispatcher, id: string, attempts: number) {
  await waitUntil(async () => {
    await sender.flush();
    return (await emailRow(id)).attempts >= attempts;
  });
}

describe('email dispatcher', () => {
  it('keeps an e-mail the SMTP server refused pending, with its attempts and error, and sends it once the server accepts again', async () => {
    const sender = dispatcher();
    smtp.failWith = '451 4.3.0 Mail server temporarily unavailable';
    const id = await queueContactEmail();

    expect(await sender.flush()).toBe(0);

    const failed = await emailRow(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(failed.last_error).toContain('451 4.3.0 Mail server temporarily unavailable');
    expect(failed.next_attempt_at.getTime()).toBeGreaterThan(Date.now() - 1_000);
    expect(smtp.received).toHaveLength(0);

    smtp.failWith = undefined;
    await flushUntilAttempted(sender, id, 2);

    expect(await emailRow(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(smtp.received).toHaveLength(1);
  });

  it('retries while the SMTP server is down and sends once it is back on its port', async () => {
    const port = smtp.port;
    await smtp.close();
    const sender = dispatcher({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const id = await queueContactEmail();

    await sender.flush();
    const failed = await emailRow(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startTestSmtpServer(port);
    await flushUntilAttempted(sender, id, 2);

    expect((await emailRow(id)).status).toBe('sent');
    expect(smtp.received).toHaveLength(1);
  });

  it('marks an e-mail failed after the last attempt and keeps it in the log with the error', async () => {
    const sender = dispatcher({ maxAttempts: 2 });
    smtp.failWith = '452 4.2.2 Mailbox full';
    const id = await queueContactEmail();

    await flushUntilAttempted(sender, id, 2);
    smtp.failWith = undefined;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await sender.flush();

    const row = await emailRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, sent_at: null });
    expect(row.last_error).toContain('452 4.2.2 Mailbox full');
    expect(smtp.received).toHaveLength(0);
  });

  it('leaves no e-mail behind when the transaction that queued it rolls back', async () => {
    await testDb.db
      .transaction(async (trx) => {
        await emails.queueEmail(trx, {
          to: 'support@remote-hands.test',
          template: 'contact-message',
          data: { name: 'A', email: 'a@example.com', message: 'rolled back', receivedAt: 'now' },
        });
        throw new Error('the change that asked for the e-mail failed');
      })
      .catch(() => undefined);

    expect(await testDb.db('emails').count({ n: '*' }).first()).toEqual({ n: '0' });
  });

  it('sends each e-mail once when two dispatchers (replicas) run at the same time', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => queueContactEmail()));
    const [one, two] = [dispatcher(), dispatcher()];

    const sent = await Promise.all([one.flush(), two.flush(), one.flush(), two.flush()]);

    expect(sent.reduce((a, b) => a + b, 0)).toBe(8);
    expect(smtp.received).toHaveLength(8);
    for (const id of ids) expect((await emailRow(id)).attempts).toBe(1);
  });

  it('records an e-mail sent when the database fails right after the send, and never sends it again', async () => {
    const id = await queueContactEmail();
    const smtpSender = createSmtpSender(smtp.url, { maxConnections: 1 });
    // The e-mails table is away for a moment after the SMTP server took the message, as during a
    // database restart: recording the send fails until it is back.
    const sentThenDatabaseAway: MailSender = {
      close: () => smtpSender.close(),
      async send(message) {
        const sent = await smtpSender.send(message);
        await testDb.db.raw('alter table emails rename to emails_away');
        // knex runs a query only once it is awaited or then()'d.
        setTimeout(() => {
          testDb.db.raw('alter table emails_away rename to emails').then(
            () => undefined,
            () => undefined,
          );
        }, 300);
        return sent;
      },
    };
    const sender = startEmailDispatcher({
      db: testDb.db,
      sender: sentThenDatabaseAway,
      from: 'no-reply@remote-hands.test',
      logger: createLogger('notification', 'silent'),
      maxAttempts: 5,
      retryBaseMs: 100,
      intervalMs: 60_000,
      parallelism: 1,
      leaseMs: 5_000,
    });
    dispatchers.push(sender);

    expect(await sender.flush()).toBe(1);
    expect(await sender.flush()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect((await emailRow(id)).status).toBe('sent');
  });

  it('sends what is due on its own, without being woken', async () => {
    const sender = startEmailDispatcher({
      db: testDb.db,
      sender: createSmtpSender(smtp.url, { maxConnections: 1 }),
      from: 'no-reply@remote-hands.test',
      logger: createLogger('notification', 'silent'),
      maxAttempts: 3,
      retryBaseMs: 100,
      intervalMs: 50,
      parallelism: 1,
    });
    dispatchers.push(sender);

    await queueContactEmail();

    await smtp.waitFor(1);
  });
});

describe('email dispatcher, sending side by side', () => {
  it('sends the e-mails of a pass at once, over SMTP connections it keeps open between passes', async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, n) => queueContactEmail(testDb.db, `user${n}@example.com`)),
    );
    const sender = dispatcher({ parallelism: 4, maxConnections: 4 });
    // Each message takes a while to be accepted, so sends that run side by side overlap.
    smtp.acceptDelayMs = 150;

    // Three passes at least; the dispatcher goes on by itself after a full one.
    await waitUntil(async () => {
      await sender.flush();
      const sent = await testDb.db('emails').where({ status: 'sent' });
      return sent.length === 12;
    });

    expect(smtp.peakSending).toBe(4);
    expect(smtp.connections).toBe(4);
    expect(smtp.received).toHaveLength(12);
    for (const id of ids) expect(await emailRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('claims more e-mails as places free up, without waiting for the slowest send of a pass', async () => {
    const held = 'slow@example.com';
    smtp.heldRecipients.add(held);
    const slowId = await queueContactEmail(testDb.db, held);
    const others = Array.from({ length: 7 }, (_, n) => `user${n}@example.com`);
    for (const to of others) await queueContactEmail(testDb.db, to);

    // Started with the backlog waiting: its first pass takes the held e-mail and three others.
    dispatcher({ parallelism: 4, maxConnections: 4 });

    await waitUntil(() => smtp.received.length === others.length);
    expect((await emailRow(slowId)).status).toBe('pending');

    smtp.heldRecipients.delete(held);
    await waitUntil(async () => (await emailRow(slowId)).status === 'sent');
    expect(smtp.received).toHaveLength(8);
    expect(smtp.peakSending).toBeLessThanOrEqual(4);
  });

  it('sends no more at once than it has SMTP connections', async () => {
    await Promise.all(
      Array.from({ length: 6 }, (_, n) => queueContactEmail(testDb.db, `user${n}@example.com`)),
    );
    const sender = dispatcher({ parallelism: 6, maxConnections: 2 });
    smtp.acceptDelayMs = 100;

    expect(await sender.flush()).toBe(6);

    expect(smtp.peakSending).toBe(2);
    expect(smtp.connections).toBe(2);
  });

  it('retries the one refused e-mail of a pass after its backoff, and sends every e-mail once', async () => {
    const refused = 'busy@example.com';
    const others = Array.from({ length: 5 }, (_, n) => `user${n}@example.com`);
    const ids = await Promise.all(
      [refused, ...others].map((to) => queueContactEmail(testDb.db, to)),
    );
    const sender = dispatcher({ parallelism: 6, maxConnections: 6, retryBaseMs: 1_000 });
    smtp.refusedRecipients.add(refused);

    const passStarted = Date.now();
    expect(await sender.flush()).toBe(5);

    const waiting = await emailRow(ids[0] ?? '');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(waiting.last_error).toContain('451 4.2.1 Mailbox busy');
    expect(waiting.next_attempt_at.getTime()).toBeGreaterThanOrEqual(passStarted + 1_000 - 50);

    smtp.refusedRecipients.delete(refused);
    // Not due yet: the next pass leaves it alone however soon it runs.
    expect(await sender.flush()).toBe(0);
    expect((await emailRow(ids[0] ?? '')).attempts).toBe(1);

    await flushUntilAttempted(sender, ids[0] ?? '', 2);

    expect(await emailRow(ids[0] ?? '')).toMatchObject({ status: 'sent', attempts: 2 });
    const recipients = smtp.received.flatMap((mail) => mail.envelope.to).sort();
    expect(recipients).toEqual([refused, ...others].sort());
    for (const id of ids.slice(1)) expect((await emailRow(id)).attempts).toBe(1);
  });

  it('counts a connection the server hung up on as a failed attempt, retried after its backoff rather than at once', async () => {
    const sender = dispatcher();
    smtp.hangUp = true;
    const id = await queueContactEmail();

    expect(await sender.flush()).toBe(0);

    const failed = await emailRow(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.last_error).toEqual(expect.any(String));
    expect(smtp.received).toHaveLength(0);

    smtp.hangUp = false;
    await flushUntilAttempted(sender, id, 2);

    expect(await emailRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });
});
