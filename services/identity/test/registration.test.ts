import type { IdentityUser, Problem } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordedRealmRoles } from './support/realm-roles.js';
import {
  companyDraft,
  startTestIdentity,
  technicianDraft,
  WRONG_SECRET,
  type TestIdentity,
} from './support/service.js';

const realmRoles = new RecordedRealmRoles();
let identity: TestIdentity;
let unconfigured: TestIdentity;

beforeAll(async () => {
  identity = await startTestIdentity('identity_registration', { realmRoles });
  unconfigured = await startTestIdentity('identity_registration_unconfigured');
});

afterAll(async () => {
  await identity?.stop();
  await unconfigured?.stop();
});

interface Registrant {
  sub: string;
  token: string;
}

function registrant(roles: string[] = []): Registrant {
  const sub = crypto.randomUUID();
  return { sub, token: identity.tokenFor({ sub, roles, email: `${sub}@example.com` }) };
}

/** The key of each draft saved here, as the browser that saved it keeps it beside the uuid. */
const draftKeys = new Map<string, string>();

function keyOf(uuid: string): string {
  return draftKeys.get(uuid) ?? WRONG_SECRET;
}

async function saveDraft(draft: { uuid: string }): Promise<void> {
  const response = await identity.request('/drafts', { method: 'POST', body: draft });
  expect(response.status).toBe(201);
  draftKeys.set(draft.uuid, ((await response.json()) as { secret: string }).secret);
}

function claim(who: Registrant, uuid: string, secret = keyOf(uuid)) {
  return identity.request('/users/me/registration/claim', {
    method: 'POST',
    token: who.token,
    body: { uuid, secret },
  });
}

function register(who: Registrant, body: { uuid: string } & Record<string, unknown>) {
  return identity.request('/users/me/registration', {
    method: 'POST',
    token: who.token,
    body: { secret: keyOf(body.uuid), ...body },
  });
}

async function registeredEvents(keycloakId: string) {
  const rows = (await identity.db
    .db('outbox')
    .where({ type: 'identity.user.registered.v1' })
    .select('envelope')) as { envelope: { data: { keycloakId: string }; source: string } }[];
  return rows.map((row) => row.envelope).filter((event) => event.data.keycloakId === keycloakId);
}

async function usersOf(keycloakId: string) {
  return identity.db.db('users').where({ keycloak_id: keycloakId });
}

/**
 * Makes every outbox insert of the registered event fail until the returned function is called,
 * as a full disk would at that moment; the user's earlier writes still get through.
 */
async function breakOutbox(): Promise<() => Promise<void>> {
  const { db } = identity.db;
  await db.raw(`create or replace function refuse_outbox() returns trigger language plpgsql as $$
    begin raise exception 'outbox unavailable'; end $$`);
  await db.raw(
    'create trigger refuse_outbox before insert on outbox for each row ' +
      "when (new.type = 'identity.user.registered.v1') execute function refuse_outbox()",
  );
  return async () => {
    await db.raw('drop trigger refuse_outbox on outbox');
  };
}

describe('POST /users/me/registration/claim', () => {
  it('needs a token', async () => {
    const response = await identity.request('/users/me/registration/claim', {
      method: 'POST',
      body: { uuid: crypto.randomUUID() },
    });

    expect(response.status).toBe(401);
  });

  it('gives the draft to a registrant without a product role and copies its profile fields', async () => {
    const who = registrant();
    const draft = technicianDraft();
    await saveDraft(draft);

    const response = await claim(who, draft.uuid);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'claimed',
      userType: 'technician',
      info: draft.info,
    });
    const [user] = await usersOf(who.sub);
    expect(user).toMatchObject({
      user_type: 'technician',
      full_name: 'Tanya Nome',
      phone: '9075550101',
      sms_consent: true,
      registered_at: null,
    });
    expect((await claim(who, draft.uuid)).status).toBe(200);
    expect(await usersOf(who.sub)).toHaveLength(1);
  });

  it("refuses a second account someone else's draft", async () => {
    const draft = companyDraft();
    await saveDraft(draft);
    await claim(registrant(), draft.uuid);
    const intruder = registrant();

    const response = await claim(intruder, draft.uuid);

    expect(response.status).toBe(409);
    expect(((await response.json()) as Problem).code).toBe('draft_claimed');
    expect((await register(intruder, { uuid: draft.uuid })).status).toBe(409);
    expect(realmRoles.rolesOf(intruder.sub)).toEqual([]);
  });

  it('refuses a draft of another type to a caller who holds a product role', async () => {
    const draft = companyDraft();
    await saveDraft(draft);

    const technician = await claim(registrant(['technician']), draft.uuid);
    const admin = await claim(registrant(['admin']), draft.uuid);

    expect([technician.status, admin.status]).toEqual([403, 403]);
    const stillOpen = await identity.request('/drafts/lookup', {
      method: 'POST',
      body: { uuid: draft.uuid, secret: keyOf(draft.uuid) },
    });
    expect(stillOpen.status).toBe(200);
  });

  it('answers 404 for an unknown draft', async () => {
    const response = await claim(registrant(), crypto.randomUUID());

    expect(response.status).toBe(404);
  });
});

describe('POST /users/me/registration', () => {
  it('registers a technician: role, registered event and draft deletion', async () => {
    const who = registrant();
    const draft = technicianDraft();
    await saveDraft(draft);

    const response = await register(who, { uuid: draft.uuid });

    expect(response.status).toBe(200);
    const user = (await response.json()) as IdentityUser;
    expect(user).toMatchObject({
      keycloakId: who.sub,
      userType: 'technician',
      fullName: 'Tanya Nome',
      phone: '9075550101',
      smsConsent: true,
      companyId: null,
    });
    expect(realmRoles.rolesOf(who.sub)).toEqual(['technician']);
    const events = await registeredEvents(who.sub);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      source: 'identity',
      data: {
        userId: user.id,
        keycloakId: who.sub,
        userType: 'technician',
        fullName: 'Tanya Nome',
        email: `${who.sub}@example.com`,
      },
    });
    expect(await identity.db.db('signup_drafts').where({ uuid: draft.uuid })).toHaveLength(0);
    const [row] = await usersOf(who.sub);
    expect(row?.registered_at).toBeInstanceOf(Date);
  });

  it('stores the company and first location of a company sign-up', async () => {
    const who = registrant();
    const draft = companyDraft();
    await saveDraft(draft);
    const companyId = crypto.randomUUID();
    const locationId = crypto.randomUUID();

    const response = await register(who, { uuid: draft.uuid, companyId, locationId });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ userType: 'company', companyId, locationId });
    expect(realmRoles.rolesOf(who.sub)).toEqual(['company']);
  });

  it('needs the company of a company sign-up, both ids together, and none for a technician', async () => {
    const company = companyDraft();
    const technician = technicianDraft();
    await saveDraft(company);
    await saveDraft(technician);

    const withoutCompany = await register(registrant(), { uuid: company.uuid });
    const halfCompany = await register(registrant(), {
      uuid: company.uuid,
      companyId: crypto.randomUUID(),
    });
    const technicianWithCompany = await register(registrant(), {
      uuid: technician.uuid,
      companyId: crypto.randomUUID(),
      locationId: crypto.randomUUID(),
    });

    expect(withoutCompany.status).toBe(400);
    expect(((await withoutCompany.json()) as Problem).errors?.map((e) => e.field)).toEqual([
      'companyId',
      'locationId',
    ]);
    expect(halfCompany.status).toBe(400);
    expect(technicianWithCompany.status).toBe(400);
  });

  it('finishes after Keycloak failed once, with one role mapping and one event', async () => {
    const who = registrant();
    const draft = technicianDraft();
    await saveDraft(draft);
    realmRoles.failNext();

    const failed = await register(who, { uuid: draft.uuid });
    const retried = await register(who, { uuid: draft.uuid });

    expect(failed.status).toBe(502);
    expect(((await failed.json()) as Problem).code).toBe('upstream_failed');
    expect(retried.status).toBe(200);
    expect(realmRoles.rolesOf(who.sub)).toEqual(['technician']);
    expect(await registeredEvents(who.sub)).toHaveLength(1);
    expect(await usersOf(who.sub)).toHaveLength(1);
  });

  it('finishes after the event write failed once, without a second role mapping', async () => {
    const who = registrant();
    const draft = technicianDraft();
    await saveDraft(draft);
    const repair = await breakOutbox();

    const failed = await register(who, { uuid: draft.uuid });
    // The transaction rolled back whole: not registered, draft kept for the retry.
    const [afterFailure] = await usersOf(who.sub);
    const draftsAfterFailure = await identity.db.db('signup_drafts').where({ uuid: draft.uuid });
    await repair();
    expect(afterFailure?.registered_at).toBeNull();
    expect(draftsAfterFailure).toHaveLength(1);
    expect(await registeredEvents(who.sub)).toHaveLength(0);
    const callsBeforeRetry = realmRoles.calls;
    const retried = await register(who, { uuid: draft.uuid });

    expect(failed.status).toBe(500);
    expect(retried.status).toBe(200);
    expect(realmRoles.calls).toBe(callsBeforeRetry + 1);
    expect(realmRoles.rolesOf(who.sub)).toEqual(['technician']);
    expect(await registeredEvents(who.sub)).toHaveLength(1);
    expect(await identity.db.db('signup_drafts').where({ uuid: draft.uuid })).toHaveLength(0);
  });

  it('answers success again once the draft is gone, without a second event', async () => {
    const who = registrant();
    const draft = technicianDraft();
    await saveDraft(draft);
    const first = (await (await register(who, { uuid: draft.uuid })).json()) as IdentityUser;

    const again = await register(who, { uuid: draft.uuid });
    const claimAgain = await claim(who, draft.uuid);

    expect(again.status).toBe(200);
    expect(((await again.json()) as IdentityUser).id).toBe(first.id);
    expect(await claimAgain.json()).toEqual({ status: 'registered', userType: 'technician' });
    expect(await registeredEvents(who.sub)).toHaveLength(1);
  });

  it('accepts the refreshed token that carries the new role', async () => {
    const sub = crypto.randomUUID();
    const draft = companyDraft();
    await saveDraft(draft);
    const companyId = crypto.randomUUID();
    const locationId = crypto.randomUUID();
    await register(
      { sub, token: identity.tokenFor({ sub }) },
      { uuid: draft.uuid, companyId, locationId },
    );

    const refreshed = { sub, token: identity.tokenFor({ sub, roles: ['company'] }) };
    const again = await register(refreshed, { uuid: draft.uuid, companyId, locationId });

    expect(again.status).toBe(200);
    expect(await registeredEvents(sub)).toHaveLength(1);
  });

  it('writes one event when the same registration arrives twice at once', async () => {
    const who = registrant();
    const draft = technicianDraft();
    await saveDraft(draft);

    const responses = await Promise.all([
      register(who, { uuid: draft.uuid }),
      register(who, { uuid: draft.uuid }),
      register(who, { uuid: draft.uuid }),
    ]);

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await registeredEvents(who.sub)).toHaveLength(1);
    expect(realmRoles.rolesOf(who.sub)).toEqual(['technician']);
  });

  it('refuses a second, different sign-up of a registered account', async () => {
    const who = registrant();
    const first = technicianDraft();
    const second = technicianDraft();
    await saveDraft(first);
    await saveDraft(second);
    await register(who, { uuid: first.uuid });

    const response = await register(who, { uuid: second.uuid });

    expect(response.status).toBe(409);
    expect(((await response.json()) as Problem).code).toBe('already_registered');
    expect(await registeredEvents(who.sub)).toHaveLength(1);
  });

  it('answers 503 when identity has no Keycloak admin credentials', async () => {
    const draft = technicianDraft();
    const saved = await unconfigured.request('/drafts', { method: 'POST', body: draft });
    const { secret } = (await saved.json()) as { secret: string };
    const sub = crypto.randomUUID();

    const response = await unconfigured.request('/users/me/registration', {
      method: 'POST',
      token: unconfigured.tokenFor({ sub }),
      body: { uuid: draft.uuid, secret },
    });

    expect(response.status).toBe(503);
    expect(((await response.json()) as Problem).code).toBe('role_assignment_unavailable');
  });
});
