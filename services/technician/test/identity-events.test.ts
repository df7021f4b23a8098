import { randomUUID } from 'node:crypto';
import type { EventData } from '@rha/contracts';
import { createEvent, migrate } from '@rha/kit';
import { createTestDb, type TestDb } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.js';
import { seedTechnician, startTestConsumer } from './support.js';

type UserChange = EventData<'identity.user.changed.v1'>;

let testDb: TestDb;
let consumer: Awaited<ReturnType<typeof startTestConsumer>>;

beforeAll(async () => {
  testDb = await createTestDb('technician_identity_events');
  await migrate(testDb.db, { schema: testDb.schema, migrations });
  consumer = await startTestConsumer(testDb.db);
});

afterAll(async () => {
  await consumer?.stop();
  await testDb?.drop();
});

function userChange(overrides: Partial<UserChange> = {}): UserChange {
  return {
    keycloakId: randomUUID(),
    userType: 'technician',
    fullName: 'Rosa Riley',
    email: 'rosa@example.com',
    phone: '9075550101',
    signedUpAt: '2026-03-01T10:00:00.000Z',
    lastLogin: null,
    changedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Publishes the change and waits until the consumer has handled it. */
async function deliver(change: UserChange): Promise<void> {
  const event = createEvent('identity.user.changed.v1', change, {
    source: 'identity',
    correlationId: randomUUID(),
  });
  await consumer.transport.publish(event);
  await expect
    .poll(async () => testDb.db('inbox').where({ event_id: event.id }).first(), {
      timeout: 5_000,
    })
    .toBeDefined();
}

async function rowOf(id: string) {
  return testDb.db('technicians').where({ keycloak_id: id }).first();
}

describe('identity.user.changed.v1', () => {
  it('creates the directory entry of a technician the service has not met yet', async () => {
    const change = userChange({ lastLogin: '2026-03-02T08:30:00.000Z' });

    await deliver(change);

    expect(await rowOf(change.keycloakId)).toMatchObject({
      full_name: 'Rosa Riley',
      email: 'rosa@example.com',
      phone: '9075550101',
      signed_up_at: new Date(change.signedUpAt),
      last_login: new Date('2026-03-02T08:30:00.000Z'),
      directory_changed_at: new Date(change.changedAt),
      vetting_status: 'onboarding',
      completed_at: null,
    });
  });

  it('updates the copy of a known technician and leaves their answers and status alone', async () => {
    const id = await seedTechnician(testDb.db, {
      full_name: '',
      email: '',
      vetting_status: 'interview',
      metadata: { goodFit: 'Local' },
      interview_notes: 'Keep',
    });

    await deliver(
      userChange({
        keycloakId: id,
        fullName: 'Sam Tom',
        phone: '9075550102',
        lastLogin: '2026-03-03T09:00:00.000Z',
        changedAt: '2026-03-03T09:00:00.000Z',
      }),
    );

    expect(await rowOf(id)).toMatchObject({
      full_name: 'Sam Tom',
      phone: '9075550102',
      last_login: new Date('2026-03-03T09:00:00.000Z'),
      vetting_status: 'interview',
      metadata: { goodFit: 'Local' },
      interview_notes: 'Keep',
    });
  });

  it('ignores a change older than the copy held, or as old', async () => {
    const newer = userChange({ fullName: 'Newer Name', changedAt: '2026-03-05T12:00:00.000Z' });
    await deliver(newer);

    await deliver({ ...newer, fullName: 'Older Name', changedAt: '2026-03-05T11:59:59.000Z' });
    await deliver({ ...newer, fullName: 'Same Time Name' });

    expect(await rowOf(newer.keycloakId)).toMatchObject({
      full_name: 'Newer Name',
      directory_changed_at: new Date(newer.changedAt),
    });
  });

  it('ignores companies, admins and users with no type yet', async () => {
    const changes = (['company', 'admin', ''] as const).map((userType) => userChange({ userType }));

    for (const change of changes) await deliver(change);

    for (const change of changes) expect(await rowOf(change.keycloakId)).toBeUndefined();
    expect(consumer.transport.deadLetters('technician')).toEqual([]);
  });
});
