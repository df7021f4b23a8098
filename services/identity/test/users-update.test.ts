import type { IdentityUser, Problem } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdentity, type TestIdentity } from './support/service.js';

let identity: TestIdentity;

beforeAll(async () => {
  identity = await startTestIdentity('identity_users_update');
});

afterAll(async () => {
  await identity?.stop();
});

function patchMe(token: string | undefined, body: unknown) {
  return identity.request('/users/me', {
    method: 'PATCH',
    ...(token ? { token } : {}),
    body,
  });
}

describe('PATCH /users/me', () => {
  it('needs a token', async () => {
    expect((await patchMe(undefined, { phone: '9075550100' })).status).toBe(401);
  });

  it('changes only the fields sent', async () => {
    const sub = crypto.randomUUID();
    const token = identity.tokenFor({ sub, roles: ['company'], name: 'Sam Kuskokwim' });

    const response = await patchMe(token, { phone: ' 907-555-0100 ', smsConsent: true });

    expect(response.status).toBe(200);
    const user = (await response.json()) as IdentityUser;
    expect(user).toMatchObject({
      keycloakId: sub,
      fullName: 'Sam Kuskokwim',
      phone: '907-555-0100',
      smsConsent: true,
      userType: 'company',
    });
    const renamed = (await (
      await patchMe(token, { fullName: 'Sam K.', email: 'sam@kuskokwim.example' })
    ).json()) as IdentityUser;
    expect(renamed).toMatchObject({
      fullName: 'Sam K.',
      email: `${sub}@example.com`,
      pendingEmail: 'sam@kuskokwim.example',
      phone: '907-555-0100',
    });
  });

  it("answers the spec's messages and refuses userType and unknown fields", async () => {
    const token = identity.tokenFor({ sub: crypto.randomUUID() });

    const response = await patchMe(token, {
      phone: '907',
      email: 'nope',
      fullName: '',
      userType: 'admin',
    });

    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).errors).toEqual(
      expect.arrayContaining([
        { field: 'phone', message: 'Phone number must be at least 10 characters' },
        { field: 'email', message: 'Invalid email address' },
        { field: 'fullName', message: 'Name is required' },
        { field: 'userType', message: expect.any(String) },
      ]),
    );
  });

  it('refuses an address another account holds, in any letter case, and changes nothing', async () => {
    const admin = identity.tokenFor({
      sub: crypto.randomUUID(),
      roles: ['admin'],
      email: 'support@remotehands.example',
    });
    await identity.request('/users/me', { token: admin });
    const sub = crypto.randomUUID();
    const technician = identity.tokenFor({ sub, roles: ['technician'] });

    const response = await patchMe(technician, {
      email: 'Support@RemoteHands.example',
      phone: '9075550199',
    });

    expect(response.status).toBe(409);
    const problem = (await response.json()) as Problem;
    expect(problem).toMatchObject({
      code: 'email_taken',
      detail: 'This e-mail address belongs to another account.',
    });
    expect(problem.errors).toEqual([
      { field: 'email', message: 'This e-mail address belongs to another account.' },
    ]);
    const [row] = await identity.db.db('users').where({ keycloak_id: sub });
    expect(row).toMatchObject({ email: `${sub}@example.com`, phone: '' });
  });

  it('lets the holder save their own address again, in another letter case', async () => {
    const sub = crypto.randomUUID();
    const token = identity.tokenFor({ sub });

    const response = await patchMe(token, { email: `${sub.toUpperCase()}@EXAMPLE.COM` });

    expect(response.status).toBe(200);
  });
});
