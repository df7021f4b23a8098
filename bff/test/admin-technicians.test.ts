import {
  messages,
  VETTING_CHECKS,
  type AdminTechnicianDetails,
  type AdminTechnicianList,
  type Problem,
} from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  onboardedTechnician,
  stepAnswers,
  type SignedUpTechnician,
} from './support/admin.js';
import { api, startStack, tokenFor, type Stack } from './support/stack.js';

let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack('bff_admin_technicians');
  admin = tokenFor(stack.issuer, crypto.randomUUID(), ['admin'], { name: 'Ada Admin' });
});

afterAll(async () => {
  await stack?.stop();
});

function list(query: string): Promise<Response> {
  return api(stack.bff.url, `/api/admin/technicians${query}`, { token: admin });
}

async function listed(query: string): Promise<AdminTechnicianList> {
  const response = await list(query);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminTechnicianList;
}

function lookup(id: unknown, path = '/api/admin/technicianMetadata/'): Promise<Response> {
  return api(stack.bff.url, path, { method: 'POST', token: admin, body: { id } });
}

async function detailsOf(id: string): Promise<AdminTechnicianDetails> {
  const response = await lookup(id);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminTechnicianDetails;
}

/**
 * The details once identity's account fields have reached the technician's copy (through events, a
 * moment after sign-up), so a later read can only differ by what the test itself changed.
 */
function settledDetailsOf(technician: SignedUpTechnician): Promise<AdminTechnicianDetails> {
  return eventually(
    () => detailsOf(technician.sub),
    (details) =>
      details.technician.phone === technician.phone && details.technician.lastLogin !== null
        ? details
        : undefined,
  );
}

function edit(body: unknown): Promise<Response> {
  return api(stack.bff.url, '/api/admin/updateTechnicianMetadata', {
    method: 'POST',
    token: admin,
    body,
  });
}

function move(id: string, body: unknown): Promise<Response> {
  return api(stack.bff.url, `/api/admin/technicians/${id}/vetting`, {
    method: 'POST',
    token: admin,
    body,
  });
}

async function problemOf(response: Response, status: number): Promise<Problem> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe('the technician directory', () => {
  it('lists a technician who completed onboarding, and a search finds them by part of the name', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const technician = await onboardedTechnician(stack, `Tanya Nome ${tag}`);
    await onboardedTechnician(stack, `Ivan Selawik ${tag}`);

    const found = await eventually(
      () => listed(`?q=${encodeURIComponent(`NOME ${tag.toUpperCase()}`)}`),
      (page) =>
        page.technicians.find(
          (entry) => entry.id === technician.sub && entry.phone === technician.phone,
        ) && page,
    );

    expect(found.nextCursor).toBeNull();
    expect(found.technicians).toEqual([
      expect.objectContaining({
        id: technician.sub,
        fullName: technician.fullName,
        email: technician.email,
        phone: technician.phone,
        city: 'Nome',
        state: 'Alaska',
        zipCode: '99762',
        userType: 'technician',
        vettingStatus: 'applied',
      }),
    ]);
    const both = await eventually(
      () => listed(`?q=${tag}`),
      (page) => (page.technicians.length === 2 ? page : undefined),
    );
    expect(both.technicians.map((entry) => entry.fullName)).toEqual([
      `Ivan Selawik ${tag}`,
      `Tanya Nome ${tag}`,
    ]);
    expect((await listed(`?q=${tag}-nobody`)).technicians).toEqual([]);
  });

  it('passes on the filters, the order and the cursor, and their refusals', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    await onboardedTechnician(stack, `Ada Nome ${tag}`);
    await onboardedTechnician(stack, `Bo Nome ${tag}`);
    const query = `?q=${tag}&status=applied&region=nome&sort=name&limit=1`;
    const first = await eventually(
      () => listed(query),
      (page) => (page.nextCursor ? page : undefined),
    );
    const second = await listed(`${query}&cursor=${first.nextCursor}`);

    expect(first.technicians.map((entry) => entry.fullName)).toEqual([`Ada Nome ${tag}`]);
    expect(second).toEqual({
      technicians: [expect.objectContaining({ fullName: `Bo Nome ${tag}` })],
      nextCursor: null,
    });
    const unknown = await problemOf(await list('?q=a&search=a'), 400);
    const badCursor = await problemOf(await list('?sort=newest&cursor=' + first.nextCursor), 400);
    expect(unknown.errors?.map((error) => error.field)).toEqual(['search']);
    expect(badCursor.errors).toEqual([{ field: 'cursor', message: messages.lists.invalidCursor }]);
  });
});

describe("a technician's details", () => {
  it('carry every answer, the interview notes and the vetting, with or without the trailing slash', async () => {
    const technician = await onboardedTechnician(stack, 'Rosa Unalakleet');

    const withSlash = await settledDetailsOf(technician);
    const withoutSlash = await lookup(technician.sub, '/api/admin/technicianMetadata');

    expect(withSlash.technicianMetadata).toMatchObject({
      userId: technician.sub,
      ...stepAnswers.references,
      ...stepAnswers.tribalMember,
      ...stepAnswers.fishCamp,
      interviewNotes: '',
    });
    expect(withSlash.technician).toMatchObject({ id: technician.sub, vettingStatus: 'applied' });
    expect(withSlash.vetting).toMatchObject({
      status: 'applied',
      allowedNext: ['interview', 'rejected'],
    });
    expect(withoutSlash.status).toBe(200);
    expect(await withoutSlash.json()).toEqual(withSlash);
  });

  it('answer 404 for an unknown technician and 400 for a lookup without an id', async () => {
    const unknown = await problemOf(await lookup(crypto.randomUUID()), 404);
    const missing = await problemOf(await lookup(''), 400);

    expect(unknown).toMatchObject({
      code: 'not_found',
      detail: messages.admin.technicianNotFound,
    });
    expect(missing.errors).toEqual([
      { field: 'id', message: messages.technician.technicianIdRequired },
    ]);
  });
});

describe('an admin edit', () => {
  it('answers 200 with the stored details and records who changed which fields', async () => {
    const technician = await onboardedTechnician(stack, 'Paul Bethel');
    const references = [
      ...(stepAnswers.references.references as object[]),
      { id: 'ref-2', name: 'Joe Active', phoneNumber: '(907) 555-0177', relationship: 'Elder' },
    ];
    await settledDetailsOf(technician);

    const response = await edit({
      id: technician.sub,
      metadata: { interviewNotes: 'Good on small engines; call back in May.', references },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const saved = (await response.json()) as AdminTechnicianDetails;
    expect(saved.technicianMetadata).toMatchObject({
      interviewNotes: 'Good on small engines; call back in May.',
      references,
      goodFit: stepAnswers.goodFit.goodFit,
    });
    expect(saved.audit).toEqual([
      expect.objectContaining({ changedBy: expect.objectContaining({ name: 'Ada Admin' }) }),
    ]);
    expect([...(saved.audit[0]?.fields ?? [])].sort()).toEqual(['interviewNotes', 'references']);
    expect(await detailsOf(technician.sub)).toEqual(saved);
  });

  it('refuses metadata that breaks the schema with field errors and stores nothing', async () => {
    const technician = await onboardedTechnician(stack, 'Lena Kotlik');
    const before = await settledDetailsOf(technician);

    const broken = await problemOf(
      await edit({
        id: technician.sub,
        metadata: {
          interviewNotes: 'Should not be stored',
          references: [{ id: 'ref-9', name: '', phoneNumber: ' ', relationship: 'Cousin' }],
        },
      }),
      400,
    );

    expect(broken.code).toBe('validation_failed');
    expect(broken.errors).toEqual([
      { field: 'metadata.references.0.name', message: messages.technician.referenceNameRequired },
      {
        field: 'metadata.references.0.phoneNumber',
        message: messages.technician.referencePhoneRequired,
      },
    ]);
    expect(await detailsOf(technician.sub)).toEqual(before);
  });

  it('refuses unknown fields, in the body and in the metadata', async () => {
    const technician = await onboardedTechnician(stack, 'Mark Kiana');
    const before = await settledDetailsOf(technician);

    const outside = await problemOf(
      await edit({
        id: technician.sub,
        metadata: { interviewNotes: 'x' },
        vettingStatus: 'approved',
      }),
      400,
    );
    const inside = await problemOf(
      await edit({ id: technician.sub, metadata: { interviewNotes: 'x', userId: 'someone' } }),
      400,
    );

    expect(outside.errors?.map((error) => error.field)).toEqual(['vettingStatus']);
    expect(inside.errors?.map((error) => error.field)).toEqual(['metadata.userId']);
    expect(await detailsOf(technician.sub)).toEqual(before);
  });

  it('answers 404 for an unknown technician', async () => {
    const response = await edit({ id: crypto.randomUUID(), metadata: { interviewNotes: 'x' } });

    expect((await problemOf(response, 404)).code).toBe('not_found');
  });
});

describe('vetting', () => {
  it('moves an applicant through interview and background check to approved, with the history', async () => {
    const technician = await onboardedTechnician(stack, 'Sara Noatak');

    for (const status of ['interview', 'background_check']) {
      const response = await move(technician.sub, { status, note: `Now ${status}` });
      expect(response.status).toBe(200);
    }
    const unchecked = await problemOf(await move(technician.sub, { status: 'approved' }), 400);
    expect(unchecked.errors).toEqual([
      { field: 'checks', message: messages.admin.approvalChecksRequired },
    ]);
    const approved = await move(technician.sub, {
      status: 'approved',
      note: 'Now approved',
      checks: [...VETTING_CHECKS],
    });
    expect(approved.status).toBe(200);

    const details = await detailsOf(technician.sub);
    expect(details.vetting.status).toBe('approved');
    expect(details.vetting.allowedNext).toEqual(['suspended', 'rejected']);
    expect(details.vetting.history.slice(-3)).toEqual([
      expect.objectContaining({ from: 'applied', to: 'interview', note: 'Now interview' }),
      expect.objectContaining({ from: 'interview', to: 'background_check' }),
      expect.objectContaining({
        from: 'background_check',
        to: 'approved',
        checks: [...VETTING_CHECKS],
        changedBy: expect.objectContaining({ name: 'Ada Admin' }),
      }),
    ]);
    expect(details.technician.vettingStatus).toBe('approved');
  });

  it('answers 409 with a clear message to a move not allowed from the current status', async () => {
    const technician = await onboardedTechnician(stack, 'Tom Ambler');
    const before = await detailsOf(technician.sub);

    const problem = await problemOf(await move(technician.sub, { status: 'approved' }), 409);

    expect(problem).toMatchObject({
      code: 'vetting_move_not_allowed',
      detail: messages.admin.vettingMoveNotAllowed('Applied', 'Approved'),
    });
    expect((await detailsOf(technician.sub)).vetting).toEqual(before.vetting);
  });

  it('refuses a rejection without a reason, an unknown status and unknown fields', async () => {
    const technician = await onboardedTechnician(stack, 'Eva Shungnak');
    const before = await detailsOf(technician.sub);

    const noReason = await problemOf(await move(technician.sub, { status: 'rejected' }), 400);
    const unknownStatus = await problemOf(await move(technician.sub, { status: 'hired' }), 400);
    const unknownField = await problemOf(
      await move(technician.sub, { status: 'interview', changedBy: 'someone' }),
      400,
    );

    expect(noReason.errors).toEqual([
      { field: 'reason', message: messages.admin.rejectionReasonRequired },
    ]);
    expect(unknownStatus.errors).toEqual([
      { field: 'status', message: messages.admin.invalidVettingStatus },
    ]);
    expect(unknownField.errors?.map((error) => error.field)).toEqual(['changedBy']);
    expect((await detailsOf(technician.sub)).vetting).toEqual(before.vetting);
  });

  it('answers 404 for an unknown technician', async () => {
    const response = await move(crypto.randomUUID(), { status: 'interview' });

    expect((await problemOf(response, 404)).code).toBe('not_found');
  });
});

describe('recorded facts and interview notes', () => {
  it('records the background check apart from the consent, and appends dated interview notes', async () => {
    const technician = await onboardedTechnician(stack, 'Lia Kiana');
    const post = (path: string, body: unknown) =>
      api(stack.bff.url, `/api/admin/technicians/${technician.sub}/${path}`, {
        method: 'POST',
        token: admin,
        body,
      });

    const before = await detailsOf(technician.sub);
    expect(before.vetting.facts.backgroundCheckCompleted).toBeNull();

    const recorded = await post('facts', { fact: 'backgroundCheckCompleted', recorded: true });
    expect(recorded.status).toBe(200);
    expect(((await recorded.json()) as AdminTechnicianDetails).vetting.facts).toMatchObject({
      backgroundCheckCompleted: { recordedBy: { name: 'Ada Admin' } },
      discordJoined: null,
    });

    const noted = await post('interview-notes', { text: 'Called two references.' });
    expect(noted.status).toBe(200);
    const details = (await noted.json()) as AdminTechnicianDetails;
    expect(details.technicianMetadata.interviewNotes).toMatch(
      /\[.+, Ada Admin\]\nCalled two references\.$/,
    );
    expect(details.audit[0]).toMatchObject({ fields: ['interviewNotes'] });

    const blank = await problemOf(await post('interview-notes', { text: ' ' }), 400);
    expect(blank.errors).toEqual([
      { field: 'text', message: messages.admin.interviewNoteRequired },
    ]);
    const technicianToken = tokenFor(stack.issuer, technician.sub, ['technician']);
    const asTechnician = await api(
      stack.bff.url,
      `/api/admin/technicians/${technician.sub}/facts`,
      { method: 'POST', token: technicianToken, body: { fact: 'discordJoined', recorded: true } },
    );
    expect(asTechnician.status).toBe(403);
  });
});
