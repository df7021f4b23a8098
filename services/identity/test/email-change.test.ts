import type { EventData, IdentityUser, Problem } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdentity, type TestIdentity } from './support/service.js';

let identity: TestIdentity;

beforeAll(async () => {
  identity = await startTestIdentity('identity_email_change');
});

afterAll(async () => {
  await identity?.stop();
});

function patchMe(token: string, body: unknown) {
  return identity.request('/users/me', { method: 'PATCH', token, body });
}

function confirm(token: string | undefined, linkToken: unknown) {
  return identity.request('/users/me/email-confirmation', {
    method: 'POST',
    ...(token ? { token } : {}),
    body: { token: linkToken },
  });
}

async function outbox<T extends 'identity.email-change.requested.v1' | 'identity.user.changed.v1'>(
  type: T,
  keycloakId: string,
): Promise<EventData<T>[]> {
  const rows = (await identity.db
    .db('outbox')
    .where({ type })
    .orderBy('created_at')
    .select('envelope')) as { envelope: { data: EventData<T> } }[];
  return rows.map((row) => row.envelope.data).filter((data) => data.keycloakId === keycloakId);
}

/** A signed-in technician who asked for `address`; answers the link's token as mailed. */
async function requestChange(address: string) {
  const sub = crypto.randomUUID();
  const token = identity.tokenFor({ sub, roles: ['technician'], name: 'Tanya Nome' });
  const response = await patchMe(token, { email: address, phone: '9075550101' });
  expect(response.status).toBe(200);
  const [requested] = await outbox('identity.email-change.requested.v1', sub);
  return {
    sub,
    token,
    user: (await response.json()) as IdentityUser,
    link: requested?.token ?? '',
  };
}

describe('changing the e-mail address', () => {
  it('keeps the current address in force and holds the new one until confirmed', async () => {
    const { sub, user } = await requestChange('tanya@nome.example');

    expect(user).toMatchObject({
      email: `${sub}@example.com`,
      pendingEmail: 'tanya@nome.example',
      phone: '9075550101',
    });
    const requested = await outbox('identity.email-change.requested.v1', sub);
    expect(requested).toEqual([
      {
        keycloakId: sub,
        fullName: 'Tanya Nome',
        email: 'tanya@nome.example',
        currentEmail: `${sub}@example.com`,
        token: expect.stringMatching(/^[\w-]{43}$/),
        expiresAt: expect.any(String),
      },
    ]);
    const hoursValid = (Date.parse(requested[0]?.expiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(23.9);
    expect(hoursValid).toBeLessThanOrEqual(24);
    const row = await identity.db.db('users').where({ keycloak_id: sub }).first();
    expect(row).toMatchObject({ email: `${sub}@example.com`, pending_email: 'tanya@nome.example' });
    expect(JSON.stringify(row)).not.toContain(requested[0]?.token);
    const changed = await outbox('identity.user.changed.v1', sub);
    expect(changed.at(-1)?.email).toBe(`${sub}@example.com`);
  });

  it('puts the pending address in force on confirmation, once', async () => {
    const { sub, token, link } = await requestChange('tanya.confirmed@nome.example');

    const response = await confirm(token, link);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      email: 'tanya.confirmed@nome.example',
      pendingEmail: null,
    });
    const changed = await outbox('identity.user.changed.v1', sub);
    expect(changed.at(-1)).toMatchObject({
      email: 'tanya.confirmed@nome.example',
      emailVerified: true,
    });
    expect(identity.userEmails.emails.get(sub), 'the person signs in with it').toBe(
      'tanya.confirmed@nome.example',
    );
    const again = await confirm(token, link);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'email_change_invalid' });
  });

  it("refuses a wrong token, another account's caller and no token at all", async () => {
    const { sub, token, link } = await requestChange('tanya.wrong@nome.example');
    const other = identity.tokenFor({ sub: crypto.randomUUID(), roles: ['technician'] });

    expect((await confirm(token, 'w'.repeat(43))).status).toBe(404);
    expect((await confirm(other, link)).status).toBe(404);
    expect((await confirm(undefined, link)).status).toBe(401);
    expect((await confirm(token, '')).status).toBe(400);
    const row = await identity.db.db('users').where({ keycloak_id: sub }).first();
    expect(row).toMatchObject({ email: `${sub}@example.com` });
  });

  it('refuses an expired link and leaves the current address', async () => {
    const { sub, token, link } = await requestChange('tanya.late@nome.example');
    await identity.db
      .db('users')
      .where({ keycloak_id: sub })
      .update({ pending_email_expires_at: new Date(Date.now() - 1000) });

    const response = await confirm(token, link);

    expect(response.status).toBe(404);
    expect((await response.json()) as Problem).toMatchObject({
      code: 'email_change_expired',
      detail:
        'This confirmation link has expired. Change your e-mail address again to get a new one.',
    });
    const row = await identity.db.db('users').where({ keycloak_id: sub }).first();
    expect(row).toMatchObject({ email: `${sub}@example.com` });
  });

  it('refuses at confirmation an address another account took meanwhile', async () => {
    const { sub, token, link } = await requestChange('shared@nome.example');
    const first = await requestChange('shared@nome.example');
    expect((await confirm(first.token, first.link)).status).toBe(200);

    const response = await confirm(token, link);

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'email_taken' });
    const row = await identity.db.db('users').where({ keycloak_id: sub }).first();
    expect(row).toMatchObject({
      email: `${sub}@example.com`,
      pending_email: 'shared@nome.example',
    });
  });

  it('changes nothing while the identity provider cannot take the address, and the link works again', async () => {
    const { sub, token, link } = await requestChange('tanya.retry@nome.example');
    identity.userEmails.failNext();

    const failed = await confirm(token, link);

    expect(failed.status).toBe(502);
    expect(await identity.db.db('users').where({ keycloak_id: sub }).first()).toMatchObject({
      email: `${sub}@example.com`,
      pending_email: 'tanya.retry@nome.example',
    });
    expect(identity.userEmails.emails.has(sub)).toBe(false);
    const retried = await confirm(token, link);
    expect(retried.status).toBe(200);
    expect(identity.userEmails.emails.get(sub)).toBe('tanya.retry@nome.example');
  });

  it("refuses an address another of the identity provider's accounts signs in with", async () => {
    const { sub, token, link } = await requestChange('held.at.provider@nome.example');
    identity.userEmails.refuseNext();

    const response = await confirm(token, link);

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'email_taken' });
    expect(await identity.db.db('users').where({ keycloak_id: sub }).first()).toMatchObject({
      email: `${sub}@example.com`,
    });
  });

  it('drops the pending address when the current one is saved again', async () => {
    const { sub, token, link } = await requestChange('tanya.undo@nome.example');

    const response = await patchMe(token, { email: `${sub}@example.com` });

    expect(await response.json()).toMatchObject({ pendingEmail: null });
    expect((await confirm(token, link)).status).toBe(404);
  });

  it('makes an earlier link stop working when another address is asked for', async () => {
    const { sub, token, link } = await requestChange('tanya.first@nome.example');
    await patchMe(token, { email: 'tanya.second@nome.example' });
    const [, second] = await outbox('identity.email-change.requested.v1', sub);

    expect((await confirm(token, link)).status).toBe(404);
    const response = await confirm(token, second?.token);
    expect(await response.json()).toMatchObject({ email: 'tanya.second@nome.example' });
  });
});
