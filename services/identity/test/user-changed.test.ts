import type { EventData, IdentityUser } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdentity, technicianDraft, type TestIdentity } from './support/service.js';

let identity: TestIdentity;

beforeAll(async () => {
  identity = await startTestIdentity('identity_user_changed');
});

afterAll(async () => {
  await identity?.stop();
});

interface ChangedEvent {
  source: string;
  correlationId: string;
  data: EventData<'identity.user.changed.v1'>;
}

async function changedEvents(keycloakId: string): Promise<ChangedEvent[]> {
  const rows = (await identity.db
    .db('outbox')
    .where({ type: 'identity.user.changed.v1' })
    .orderBy('created_at')
    .select('envelope')) as { envelope: ChangedEvent }[];
  return rows.map((row) => row.envelope).filter((event) => event.data.keycloakId === keycloakId);
}

async function storedUser(keycloakId: string) {
  const row = (await identity.db.db('users').where({ keycloak_id: keycloakId }).first()) as {
    updated_at: Date;
    last_login: Date;
  };
  return row;
}

function getMe(token: string) {
  return identity.request('/users/me', { token });
}

async function signIn(roles: string[] = ['company']) {
  const sub = crypto.randomUUID();
  const token = identity.tokenFor({
    sub,
    roles,
    email: `${sub}@example.com`,
    name: 'Sam Kuskokwim',
  });
  const response = await getMe(token);
  expect(response.status).toBe(200);
  return { sub, token, user: (await response.json()) as IdentityUser };
}

describe('identity.user.changed.v1', () => {
  it('is published once, with the stored profile, when the first use creates the user', async () => {
    const { sub, user } = await signIn(['company']);

    const events = await changedEvents(sub);

    expect(events).toHaveLength(1);
    expect(events[0]?.source).toBe('identity');
    expect(events[0]?.data).toEqual({
      keycloakId: sub,
      userType: 'company',
      fullName: 'Sam Kuskokwim',
      email: `${sub}@example.com`,
      emailVerified: true,
      phone: '',
      signedUpAt: user.createdAt,
      lastLogin: user.lastLogin,
      changedAt: user.updatedAt,
    });
  });

  it("carries the token's word on the address, and is published again when that word changes", async () => {
    const sub = crypto.randomUUID();
    const email = `${sub}@example.com`;
    const unproven = identity.tokenFor({ sub, roles: ['company'], email, email_verified: false });
    expect((await getMe(unproven)).status).toBe(200);
    expect((await getMe(unproven)).status).toBe(200);

    const proven = identity.tokenFor({ sub, roles: ['company'], email, email_verified: true });
    expect((await getMe(proven)).status).toBe(200);

    const events = await changedEvents(sub);
    expect(events.map((event) => event.data.emailVerified)).toEqual([false, true]);
    expect(
      await identity.db.db('users').where({ keycloak_id: sub }).first('email_verified'),
    ).toEqual({ email_verified: true });
  });

  it('ignores the word of a token that still carries an address the user has replaced', async () => {
    const { sub } = await signIn();
    await identity.db
      .db('users')
      .where({ keycloak_id: sub })
      .update({ email: `new-${sub}@example.com` });
    const stale = identity.tokenFor({
      sub,
      roles: ['company'],
      email: `${sub}@example.com`,
      email_verified: false,
    });

    expect((await getMe(stale)).status).toBe(200);

    expect(await changedEvents(sub)).toHaveLength(1);
    expect(
      await identity.db.db('users').where({ keycloak_id: sub }).first('email_verified'),
    ).toEqual({ email_verified: true });
  });

  it('is published once when first calls arrive concurrently', async () => {
    const sub = crypto.randomUUID();
    const token = identity.tokenFor({ sub, roles: ['technician'] });

    const responses = await Promise.all(Array.from({ length: 6 }, () => getMe(token)));

    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
    expect(await changedEvents(sub)).toHaveLength(1);
  });

  it('is not published by a read within the login refresh window, which writes nothing', async () => {
    const { sub, token } = await signIn();
    const before = await storedUser(sub);

    const response = await getMe(token);

    expect(response.status).toBe(200);
    expect(await changedEvents(sub)).toHaveLength(1);
    expect((await storedUser(sub)).updated_at).toEqual(before.updated_at);
  });

  it('is published once when a sign-in is recorded, with updatedAt moved on', async () => {
    const { sub, token, user } = await signIn(['technician']);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    await identity.db.db('users').where({ keycloak_id: sub }).update({ last_login: tenMinutesAgo });

    const response = await getMe(token);

    const after = (await response.json()) as IdentityUser;
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(user.updatedAt));
    expect(Date.parse(after.lastLogin ?? '')).toBeGreaterThan(tenMinutesAgo.getTime());
    const events = await changedEvents(sub);
    expect(events).toHaveLength(2);
    expect(events[1]?.data).toMatchObject({
      userType: 'technician',
      signedUpAt: user.createdAt,
      lastLogin: after.lastLogin,
      changedAt: after.updatedAt,
    });
  });

  it('is published once by a profile edit, with the edited fields', async () => {
    const { sub, token } = await signIn();

    const response = await identity.request('/users/me', {
      method: 'PATCH',
      token,
      body: { fullName: 'Sam K.', phone: '9075550100', email: 'sam@kuskokwim.example' },
    });

    expect(response.status).toBe(200);
    const saved = (await response.json()) as IdentityUser;
    const events = await changedEvents(sub);
    expect(events).toHaveLength(2);
    expect(events[1]?.data).toMatchObject({
      fullName: 'Sam K.',
      phone: '9075550100',
      // A new address is only pending until its owner confirms it; the copies keep the current one.
      email: `${sub}@example.com`,
      changedAt: saved.updatedAt,
    });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(
      Date.parse(events[0]?.data.changedAt ?? ''),
    );
  });

  it('is published once when a sign-up draft sets the user type, name and phone', async () => {
    const { sub, token } = await signIn([]);
    const draft = technicianDraft();
    const saved = await identity.request('/drafts', { method: 'POST', body: draft });
    expect(saved.status).toBe(201);
    const { secret } = (await saved.json()) as { secret: string };

    const response = await identity.request('/users/me/registration/claim', {
      method: 'POST',
      token,
      body: { uuid: draft.uuid, secret },
    });

    expect(response.status).toBe(200);
    const events = await changedEvents(sub);
    expect(events).toHaveLength(2);
    expect(events[1]?.data).toMatchObject({
      userType: 'technician',
      fullName: 'Tanya Nome',
      phone: '9075550101',
      changedAt: (await storedUser(sub)).updated_at.toISOString(),
    });
  });
});
