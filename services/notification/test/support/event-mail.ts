import { createInProcessTransport, type InProcessTransport, type RunningService } from '@rha/kit';
import { createTestDb, type TestDb } from '@rha/kit/testing';
import { afterAll, beforeAll } from 'vitest';
import { startNotification, supportEmail } from './service.js';
import {
  startTestSmtpServer,
  waitUntil,
  type ReceivedMail,
  type TestSmtpServer,
} from './smtp-server.js';

/** The notification service on a fresh schema, fed by an in-process bus, sending to a test SMTP server. */
export interface EventMailHarness {
  readonly transport: InProcessTransport;
  readonly testDb: TestDb;
  mailTo(address: string): ReceivedMail[];
  /** Support's e-mails whose subject holds every one of `parts` (the ticket, a word of the kind). */
  supportMail(...parts: string[]): ReceivedMail[];
  receivedBy(address: string, count?: number): Promise<ReceivedMail[]>;
  /** Time enough for a duplicate to be handled (and its e-mail sent) were it not absorbed. */
  quietPeriod(): Promise<void>;
  inboxHas(...eventIds: string[]): Promise<boolean>;
  deadLettered(...eventIds: string[]): boolean;
  emailRowsTo(address: string): Promise<Record<string, unknown>[]>;
}

/** Starts the harness before the file's tests and stops it after them. */
export function useEventMailHarness(schemaPrefix: string): EventMailHarness {
  let testDb: TestDb;
  let smtp: TestSmtpServer;
  let transport: InProcessTransport;
  let service: RunningService;

  beforeAll(async () => {
    testDb = await createTestDb(schemaPrefix);
    smtp = await startTestSmtpServer();
    transport = createInProcessTransport();
    service = await startNotification(
      { DATABASE_URL: testDb.url, DATABASE_SCHEMA: testDb.schema, SMTP_URL: smtp.url },
      { transport, events: { maxAttempts: 2, retryDelayMs: 20 } },
    );
  });

  afterAll(async () => {
    await service?.stop();
    await transport?.close();
    await smtp?.close();
    await testDb?.drop();
  });

  const mailTo = (address: string) =>
    smtp.received.filter((mail) => mail.envelope.to.includes(address));

  return {
    get transport() {
      return transport;
    },
    get testDb() {
      return testDb;
    },
    mailTo,
    supportMail: (...parts) =>
      mailTo(supportEmail).filter((mail) =>
        parts.every((part) => mail.headers.subject?.includes(part)),
      ),
    async receivedBy(address, count = 1) {
      await waitUntil(() => mailTo(address).length >= count);
      return mailTo(address);
    },
    quietPeriod: () => new Promise((resolve) => setTimeout(resolve, 400)),
    async inboxHas(...eventIds) {
      return (await testDb.db('inbox').whereIn('event_id', eventIds)).length === eventIds.length;
    },
    deadLettered: (...eventIds) =>
      transport.deadLetters('notification').some((letter) => eventIds.includes(letter.event.id)),
    emailRowsTo: (address) => testDb.db('emails').where({ recipient: address }),
  };
}
