import type { Problem } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyDraft,
  startTestIdentity,
  technicianDraft,
  WRONG_SECRET,
  type TestIdentity,
} from './support/service.js';

let identity: TestIdentity;

beforeAll(async () => {
  identity = await startTestIdentity('identity_drafts');
});

afterAll(async () => {
  await identity?.stop();
});

interface DraftRef {
  uuid: string;
  secret: string;
}

function save(body: unknown) {
  return identity.request('/drafts', { method: 'POST', body });
}

/** Saves a new draft and answers the reference its browser keeps. */
async function saved(body: { uuid: string } & Record<string, unknown>): Promise<DraftRef> {
  const response = await save(body);
  expect(response.status).toBe(201);
  const { secret } = (await response.json()) as { secret: string };
  return { uuid: body.uuid, secret };
}

function lookup(ref: DraftRef) {
  return identity.request('/drafts/lookup', { method: 'POST', body: ref });
}

function remove(ref: DraftRef) {
  return identity.request(`/drafts/${ref.uuid}`, {
    method: 'DELETE',
    headers: { 'x-draft-secret': ref.secret },
  });
}

function claim(ref: DraftRef) {
  return identity.request('/users/me/registration/claim', {
    method: 'POST',
    token: identity.tokenFor({ sub: crypto.randomUUID() }),
    body: ref,
  });
}

async function problemOf(response: Response): Promise<Problem> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe('POST /drafts', () => {
  it('stores a technician draft without a token and reads it back', async () => {
    const draft = technicianDraft();

    const response = await save(draft);

    expect(response.status).toBe(201);
    const body = (await response.json()) as { uuid: string; secret: string; expiresAt: string };
    expect(body.uuid).toBe(draft.uuid);
    expect(body.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hoursLeft = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    const found = await lookup({ uuid: draft.uuid, secret: body.secret });
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ userType: 'technician', info: draft.info });
  });

  it('replaces an unclaimed draft saved again under the same uuid', async () => {
    const first = companyDraft();
    const ref = await saved(first);
    const second = {
      ...first,
      secret: ref.secret,
      info: { ...first.info, companyName: 'Bethel Freight' },
    };

    const again = await save(second);

    expect(again.status).toBe(200);
    expect(((await again.json()) as DraftRef).secret).toBe(ref.secret);
    expect(await (await lookup(ref)).json()).toEqual({
      userType: 'company',
      info: second.info,
    });
    expect(await identity.db.db('signup_drafts').where({ uuid: first.uuid })).toHaveLength(1);
  });

  it('stores trimmed text and the smsConsent default', async () => {
    const draft = technicianDraft();
    const { smsConsent: _omitted, ...info } = { ...draft.info, name: '  Tanya Nome  ' };

    const ref = await saved({ ...draft, info });

    expect(await (await lookup(ref)).json()).toMatchObject({
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

  it('refuses a ZIP code of another state before any account exists, storing nothing', async () => {
    const company = companyDraft();
    const technician = technicianDraft();

    const wrongState = await save({ ...company, info: { ...company.info, zipCode: '10001' } });
    const wrongVillage = await save({
      ...technician,
      info: { ...technician.info, city: 'Bethel' },
    });

    expect(wrongState.status).toBe(400);
    expect((await problemOf(wrongState)).errors).toEqual([
      { field: 'info.zipCode', message: 'ZIP code does not belong to the selected state' },
    ]);
    expect((await problemOf(wrongVillage)).errors).toEqual([
      { field: 'info.city', message: 'Village/City does not match the ZIP code' },
    ]);
    const stored = await identity.db
      .db('signup_drafts')
      .whereIn('uuid', [company.uuid, technician.uuid]);
    expect(stored).toEqual([]);
  });

  it('refuses a home community the technician service would refuse at completion', async () => {
    const draft = technicianDraft();

    const response = await save({ ...draft, info: { ...draft.info, city: 'N' } });

    expect((await problemOf(response)).errors).toContainEqual({
      field: 'info.city',
      message: 'Home Community is required',
    });
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
    const expired = await saved(technicianDraft());
    await identity.db
      .db('signup_drafts')
      .where({ uuid: expired.uuid })
      .update({ expires_at: new Date(Date.now() - 1_000) });

    expect((await lookup({ uuid: crypto.randomUUID(), secret: expired.secret })).status).toBe(404);
    expect((await problemOf(await lookup(expired))).code).toBe('not_found');
  });

  it('no longer shows a draft once an account has claimed it', async () => {
    const ref = await saved(technicianDraft());
    expect((await claim(ref)).status).toBe(200);

    expect((await lookup(ref)).status).toBe(404);
  });

  it('rejects a malformed uuid', async () => {
    const problem = await problemOf(await lookup({ uuid: '12345', secret: WRONG_SECRET }));

    expect(problem.errors).toEqual([{ field: 'uuid', message: 'Invalid sign-up reference' }]);
  });
});

describe('DELETE /drafts/{uuid}', () => {
  it('forgets a draft without a token and answers 204 again when it is gone', async () => {
    const ref = await saved(companyDraft());

    const first = await remove(ref);
    const second = await remove(ref);

    expect([first.status, second.status]).toEqual([204, 204]);
    expect(await identity.db.db('signup_drafts').where({ uuid: ref.uuid })).toHaveLength(0);
  });

  it('leaves a claimed draft to its registration', async () => {
    const ref = await saved(technicianDraft());
    await claim(ref);

    const response = await remove(ref);

    expect(response.status).toBe(204);
    expect(await identity.db.db('signup_drafts').where({ uuid: ref.uuid })).toHaveLength(1);
  });

  it('rejects a uuid-shaped reference that is no uuid', async () => {
    const response = await remove({
      uuid: '12345678-1234-0234-8234-123456789abc',
      secret: WRONG_SECRET,
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
    const ref = await saved(draft);
    await claim(ref);

    const response = await save({
      ...draft,
      secret: ref.secret,
      info: { ...draft.info, name: 'Mallory' },
    });

    expect(response.status).toBe(409);
    expect((await problemOf(response)).code).toBe('draft_claimed');
  });
});

describe('a draft opens only with the key identity made for it', () => {
  it('tells someone who knows only the uuid nothing, and lets them change nothing', async () => {
    const draft = technicianDraft();
    const ref = await saved(draft);
    const stranger = { uuid: ref.uuid, secret: WRONG_SECRET };

    const read = await lookup(stranger);
    const rewrite = await save({ ...draft, info: { ...draft.info, name: 'Mallory' } });
    const rewriteWithGuess = await save({
      ...draft,
      secret: WRONG_SECRET,
      info: { ...draft.info, name: 'Mallory' },
    });
    const deleted = await remove(stranger);
    const claimed = await claim(stranger);

    expect(read.status).toBe(404);
    expect([rewrite.status, rewriteWithGuess.status]).toEqual([409, 409]);
    expect(deleted.status).toBe(204);
    expect(claimed.status).toBe(404);
    expect(await (await lookup(ref)).json()).toEqual({ userType: 'technician', info: draft.info });
  });

  it('refuses a read or a delete that brings no key', async () => {
    const ref = await saved(companyDraft());

    const read = await identity.request('/drafts/lookup', {
      method: 'POST',
      body: { uuid: ref.uuid },
    });
    const deleted = await identity.request(`/drafts/${ref.uuid}`, { method: 'DELETE' });

    expect((await problemOf(read)).errors).toEqual([
      { field: 'secret', message: 'Invalid input: expected string, received undefined' },
    ]);
    expect((await problemOf(deleted)).errors).toEqual([
      { field: 'x-draft-secret', message: 'Invalid sign-up key' },
    ]);
    expect((await lookup(ref)).status).toBe(200);
  });

  it('keeps only a hash of the key', async () => {
    const ref = await saved(technicianDraft());

    const [row] = await identity.db.db('signup_drafts').where({ uuid: ref.uuid });

    expect(JSON.stringify(row)).not.toContain(ref.secret);
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
