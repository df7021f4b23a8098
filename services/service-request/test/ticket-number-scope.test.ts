import { randomUUID } from 'node:crypto';
import { migrate } from '@rha/kit';
import { createTestDb, type TestDb } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeTicketNumbersByCompany } from '../src/db/migrations/20261231100000_scope_ticket_numbers_by_company.js';
import { migrations } from '../src/db/migrations/index.js';
import { storedRequest } from './support/requests.js';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb('service_request_ticket_scope');
  await migrate(testDb.db, { schema: testDb.schema, migrations });
});

afterAll(async () => {
  await testDb?.drop();
});

function requestOf(companyId: string, ticketNumber: string) {
  return { ...storedRequest(companyId, new Date()), ticket_number: ticketNumber };
}

const UNIQUE_VIOLATION = { code: '23505' };

describe('ticket numbers unique per company', () => {
  it('let two companies hold one number, never one company twice', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const ticket = '20300202-1234';

    await testDb
      .db('service_requests')
      .insert([requestOf(first, ticket), requestOf(second, ticket)]);

    await expect(
      testDb.db('service_requests').insert(requestOf(first, ticket)),
    ).rejects.toMatchObject(UNIQUE_VIOLATION);
  });

  it('are global again after the migration is undone, and per company once it is redone', async () => {
    // Undoing needs numbers no two companies share, so it starts from one request alone.
    await testDb.db('service_requests').delete();
    const ticket = '20300303-1234';
    await testDb.db('service_requests').insert(requestOf(randomUUID(), ticket));

    await scopeTicketNumbersByCompany.down(testDb.db);
    await expect(
      testDb.db('service_requests').insert(requestOf(randomUUID(), ticket)),
    ).rejects.toMatchObject(UNIQUE_VIOLATION);

    await scopeTicketNumbersByCompany.up(testDb.db);
    await testDb.db('service_requests').insert(requestOf(randomUUID(), ticket));
    expect(await testDb.db('service_requests').where({ ticket_number: ticket })).toHaveLength(2);
  });
});
