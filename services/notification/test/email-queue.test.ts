import { migrate } from '@rha/kit';
import { createTestDb, type TestDb } from '@rha/kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.js';
import { createEmailQueue, type EmailQueue, type EmailRequest } from '../src/domain/emails.js';
import { loadEmailTemplates } from '../src/mail/templates.js';

let testDb: TestDb;
let emails: EmailQueue;

beforeAll(async () => {
  testDb = await createTestDb('notification_queue');
  await migrate(testDb.db, { schema: testDb.schema, migrations });
  emails = createEmailQueue(await loadEmailTemplates());
});

beforeEach(async () => {
  await testDb.db('emails').del();
});

afterAll(async () => {
  await testDb?.drop();
});

const thanks: EmailRequest<'technician-onboarding-completed'> = {
  to: 'tanya@example.com',
  template: 'technician-onboarding-completed',
  data: { firstName: 'Tanya', profileUrl: 'https://remote-hands.test/dashboard?tab=questionnaire' },
};

describe('queueEmailOnce', () => {
  it('queues the first e-mail of a key and nothing for the next, committed or not', async () => {
    const first = await testDb.db.transaction((trx) => emails.queueEmailOnce(trx, 'key-1', thanks));
    const again = await testDb.db.transaction((trx) =>
      emails.queueEmailOnce(trx, 'key-1', { ...thanks, to: 'other@example.com' }),
    );

    expect(first).toEqual(expect.any(String));
    expect(again).toBeUndefined();
    expect(await testDb.db('emails')).toMatchObject([
      { id: first, recipient: 'tanya@example.com', once_key: 'key-1', status: 'pending' },
    ]);
  });

  it('queues nothing in a concurrent transaction with the same key once the first commits', async () => {
    const first = await testDb.db.transaction();
    const second = await testDb.db.transaction();
    try {
      const firstId = await emails.queueEmailOnce(first, 'key-race', thanks);
      const secondId = emails.queueEmailOnce(second, 'key-race', thanks);
      await first.commit();

      expect(firstId).toEqual(expect.any(String));
      expect(await secondId).toBeUndefined();
      await second.commit();
    } finally {
      if (!first.isCompleted()) await first.rollback();
      if (!second.isCompleted()) await second.rollback();
    }
    expect(await testDb.db('emails').where({ once_key: 'key-race' })).toHaveLength(1);
  });

  it('queues again when the transaction that held the key rolled back', async () => {
    await testDb.db
      .transaction(async (trx) => {
        await emails.queueEmailOnce(trx, 'key-2', thanks);
        throw new Error('the handler failed after queueing');
      })
      .catch(() => undefined);

    const retried = await testDb.db.transaction((trx) =>
      emails.queueEmailOnce(trx, 'key-2', thanks),
    );

    expect(retried).toEqual(expect.any(String));
  });

  it('keeps e-mails of other keys, and e-mails without a key, apart', async () => {
    await testDb.db.transaction(async (trx) => {
      await emails.queueEmailOnce(trx, 'key-a', thanks);
      await emails.queueEmailOnce(trx, 'key-b', thanks);
      await emails.queueEmail(trx, thanks);
      await emails.queueEmail(trx, thanks);
    });

    expect(await testDb.db('emails')).toHaveLength(4);
  });
});
