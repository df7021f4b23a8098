import type { Problem } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyDraft,
  startTestIdentity,
  technicianDraft,
  type TestIdentity,
} from './support/service.js';

let identity: TestIdentity;

beforeAll(async () => {
  identity = await startTestIdentity('identity_drafts');
});

afterAll(async () => {
  await identity?.stop();
});

function save(body: unknown) {
  return identity.request('/drafts', { method: 'POST', body });
}

function lookup(uuid: string) {
  return identity.request('/drafts/lookup', { method: 'POST', body: { uuid } });
}

async function problemOf(response: Response): Promise<Problem> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe('POST /drafts', () => {
  it('stores a technician draft without a token and reads it back', async () => {
    const draft = technicianDraft();

    const saved = await save(draft);

    expect(saved.status).toBe(201);
    const body = (await saved.json()) as { uuid: string; expiresAt: string };
    expect(body.uuid).toBe(draft.uuid);
    const hoursLeft = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    const found = await lookup(draft.uuid);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ userType: 'technician', info: draft.info });
  });

  it('replaces an unclaimed draft saved again under the same uuid', async () => {
    const first = companyDraft();
    await save(first);
    const second = { ...first, info: { ...first.info, companyName: 'Bethel Freight' } };

    const saved = await save(second);

    expect(saved.status).toBe(200);
    expect(await (await lookup(first.uuid)).json()).toEqual({
      userType: 'company',
      info: second.info,
    });
    expect(await identity.db.db('signup_drafts').where({ uuid: first.uuid })).toHaveLength(1);
  });

  it('stores trimmed text and the smsConsent default', async () => {
    const draft = technicianDraft();
    const { smsConsent: _omitted, ...info } = { ...draft.info, name: '  Tanya Nome  ' };

    await save({ ...draft, info });

    expect(await (await lookup(draft.uuid)).json()).toMatchObject({
      info: { name: 'Tanya Nome', smsConsent: false },
    });
  });

  it("answers the spec's technician messages per field and the form's alert", async () => {
    const response = await save({
      uuid: crypto.randomUUID(),
      userType: 'technician',
      info: { name: '', city: '', state: 'Texas', zipCode: '', phone: '907' },
    });

    expect(response.status).toBe(400);
    const problem = await problemOf(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.detail).toBe('Please fill in all the required technician fields.');
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { field: 'info.name', message: 'Name is required' },
        { field: 'info.city', message: 'Home Community is required' },
        { field: 'info.state', message: 'Technicians must be based in Alaska' },
        { field: 'info.zipCode', message: 'ZIP code is required' },
        { field: 'info.phone', message: 'Phone number must be at least 10 characters' },
      ]),
    );
  });

  it('names a company info without an address field invalid, and an incomplete one incomplete', async () => {
    const { address: _missing, ...withoutAddress } = companyDraft().info;

    const malformed = await problemOf(await save({ ...companyDraft(), info: withoutAddress }));
    const incomplete = await problemOf(
      await save({ ...companyDraft(), info: { ...companyDraft().info, companyName: '' } }),
    );

    expect(malformed.detail).toBe('Invalid company information provided.');
    expect(malformed.errors).toContainEqual({
      field: 'info.address',
      message: 'Street address is required',
    });
    expect(incomplete.detail).toBe('Please fill in all the required company fields.');
    expect(incomplete.errors).toContainEqual({
      field: 'info.companyName',
      message: 'Company name is required',
    });
  });

  it('rejects a malformed uuid, an unknown user type, unknown fields and oversized text', async () => {
    const cases: [unknown, string][] = [
      [{ ...technicianDraft(), uuid: 'not-a-uuid' }, 'uuid'],
      [{ ...technicianDraft(), userType: 'admin' }, 'userType'],
      [{ ...technicianDraft(), role: 'admin' }, 'role'],
      [
        { ...technicianDraft(), info: { ...technicianDraft().info, isAdmin: true } },
        'info.isAdmin',
      ],
      [
        { ...technicianDraft(), info: { ...technicianDraft().info, name: 'x'.repeat(201) } },
        'info.name',
      ],
    ];

    for (const [body, field] of cases) {
      const problem = await problemOf(await save(body));
      expect(problem.status, field).toBe(400);
      expect(
        problem.errors?.map((error) => error.field),
        field,
      ).toContain(field);
    }
  });

  it('purges expired drafts when a new one is saved', async () => {
    const stale = technicianDraft();
    await save(stale);
    await identity.db
      .db('signup_drafts')
      .where({ uuid: stale.uuid })
      .update({ expires_at: new Date(Date.now() - 1_000) });

    await save(technicianDraft());

    expect(await identity.db.db('signup_drafts').where({ uuid: stale.uuid })).toHaveLength(0);
  });
});

describe('POST /drafts/lookup', () => {
  it('answers 404 for an unknown and for an expired draft', async () => {
    const expired = technicianDraft();
    await save(expired);
    await identity.db
      .db('signup_drafts')
      .where({ uuid: expired.uuid })
      .update({ expires_at: new Date(Date.now() - 1_000) });

    expect((await lookup(crypto.randomUUID())).status).toBe(404);
    expect((await problemOf(await lookup(expired.uuid))).code).toBe('not_found');
  });

  it('no longer shows a draft once an account has claimed it', async () => {
    const draft = technicianDraft();
    await save(draft);
    const token = identity.tokenFor({ sub: crypto.randomUUID() });
    const claimed = await identity.request('/users/me/registration/claim', {
      method: 'POST',
      token,
      body: { uuid: draft.uuid },
    });
    expect(claimed.status).toBe(200);

    expect((await lookup(draft.uuid)).status).toBe(404);
  });

  it('rejects a malformed uuid', async () => {
    const problem = await problemOf(await lookup('12345'));

    expect(problem.errors).toEqual([{ field: 'uuid', message: 'Invalid sign-up reference' }]);
  });
});

describe('DELETE /drafts/{uuid}', () => {
  it('forgets a draft without a token and answers 204 again when it is gone', async () => {
    const draft = companyDraft();
    await save(draft);

    const first = await identity.request(`/drafts/${draft.uuid}`, { method: 'DELETE' });
    const second = await identity.request(`/drafts/${draft.uuid}`, { method: 'DELETE' });

    expect([first.status, second.status]).toEqual([204, 204]);
    expect((await lookup(draft.uuid)).status).toBe(404);
  });

  it('leaves a claimed draft to its registration', async () => {
    const draft = technicianDraft();
    await save(draft);
    await identity.request('/users/me/registration/claim', {
      method: 'POST',
      token: identity.tokenFor({ sub: crypto.randomUUID() }),
      body: { uuid: draft.uuid },
    });

    const response = await identity.request(`/drafts/${draft.uuid}`, { method: 'DELETE' });

    expect(response.status).toBe(204);
    expect(await identity.db.db('signup_drafts').where({ uuid: draft.uuid })).toHaveLength(1);
  });

  it('rejects a uuid-shaped reference that is no uuid', async () => {
    const response = await identity.request('/drafts/12345678-1234-0234-8234-123456789abc', {
      method: 'DELETE',
    });

    expect((await problemOf(response)).errors).toEqual([
      { field: 'uuid', message: 'Invalid sign-up reference' },
    ]);
  });

  it('knows no draft address that is not uuid-shaped', async () => {
    const response = await identity.request('/drafts/nope', { method: 'DELETE' });

    expect(response.status).toBe(404);
  });

  it('leaves /drafts/lookup to the lookup: another method there is not allowed', async () => {
    const response = await identity.request('/drafts/lookup', { method: 'DELETE' });

    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('cannot overwrite a claimed draft by saving under its uuid', async () => {
    const draft = technicianDraft();
    await save(draft);
    await identity.request('/users/me/registration/claim', {
      method: 'POST',
      token: identity.tokenFor({ sub: crypto.randomUUID() }),
      body: { uuid: draft.uuid },
    });

    const response = await save({ ...draft, info: { ...draft.info, name: 'Mallory' } });

    expect(response.status).toBe(409);
    expect((await problemOf(response)).code).toBe('draft_claimed');
  });
});
