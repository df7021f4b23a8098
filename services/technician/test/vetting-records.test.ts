import {
  messages,
  VETTING_CHECKS,
  type AdminTechnicianDetails,
  type VettingStatus,
} from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewNoteEntry } from '../src/domain/vetting-records.js';
import {
  adminToken,
  almaAdmin,
  call,
  expectTechnicianNotFound,
  problemOf,
  seedTechnician,
  startTechnicianService,
  tokenFor,
  type TechnicianService,
} from './support.js';

let service: TechnicianService;
let token: string;

beforeAll(async () => {
  service = await startTechnicianService('technician_vetting_records');
  token = adminToken(service.issuer);
});

afterAll(async () => {
  await service?.stop();
});

const post = (id: string, path: string, body: unknown, as = token) =>
  call(service.url, `/admin/technicians/${id}/${path}`, { method: 'POST', token: as, body });

async function detailsOf(response: Response): Promise<AdminTechnicianDetails> {
  expect(response.status).toBe(200);
  return (await response.json()) as AdminTechnicianDetails;
}

function seedAt(status: VettingStatus, metadata: Record<string, unknown> = {}): Promise<string> {
  return seedTechnician(service.testDb.db, {
    vetting_status: status,
    completed_at: status === 'onboarding' ? null : new Date(),
    metadata,
  });
}

describe('approving an applicant', () => {
  it('needs every check of the checklist, and keeps it in the history', async () => {
    const id = await seedAt('background_check');

    const partial = await post(id, 'vetting', {
      status: 'approved',
      checks: ['referencesContacted', 'interviewHeld'],
    });
    expect(partial.status).toBe(400);
    expect((await problemOf(partial)).errors).toEqual([
      { field: 'checks', message: messages.admin.approvalChecksRequired },
    ]);
    const stillThere = await service.testDb.db('technicians').where({ keycloak_id: id }).first();
    expect(stillThere.vetting_status).toBe('background_check');

    const approved = await detailsOf(
      await post(id, 'vetting', { status: 'approved', checks: [...VETTING_CHECKS].reverse() }),
    );
    expect(approved.vetting.history.at(-1)).toMatchObject({
      from: 'background_check',
      to: 'approved',
      checks: [...VETTING_CHECKS],
    });
  });

  it('lifts a suspension without the checklist', async () => {
    const id = await seedAt('suspended');

    const lifted = await detailsOf(await post(id, 'vetting', { status: 'approved' }));

    expect(lifted.vetting.history.at(-1)).toMatchObject({ to: 'approved', checks: [] });
  });

  it('refuses a check that is not on the list', async () => {
    const id = await seedAt('background_check');
    const response = await post(id, 'vetting', { status: 'approved', checks: ['vibesChecked'] });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'checks.0', message: messages.admin.invalidVettingCheck },
    ]);
  });
});

describe('recorded facts', () => {
  it('never reads the applicant’s consent as a completed background check', async () => {
    const id = await seedAt('background_check', { backgroundCheck: true, discord: true });

    const details = await detailsOf(await call(service.url, `/admin/technicians/${id}`, { token }));

    expect(details.technicianMetadata).toMatchObject({ backgroundCheck: true, discord: true });
    expect(details.vetting.facts).toEqual({ backgroundCheckCompleted: null, discordJoined: null });
  });

  it('records a fact with who and when, keeps the first record, clears it, and audits each change', async () => {
    const id = await seedAt('background_check');

    const recorded = await detailsOf(
      await post(id, 'facts', { fact: 'backgroundCheckCompleted', recorded: true }),
    );
    expect(recorded.vetting.facts).toEqual({
      backgroundCheckCompleted: {
        recordedAt: expect.any(String),
        recordedBy: { id: almaAdmin.sub, name: almaAdmin.name },
      },
      discordJoined: null,
    });

    const other = tokenFor(service.issuer, 'admin-bo', ['admin'], { name: 'Bo Admin' });
    const again = await detailsOf(
      await post(id, 'facts', { fact: 'backgroundCheckCompleted', recorded: true }, other),
    );
    expect(again.vetting.facts.backgroundCheckCompleted).toEqual(
      recorded.vetting.facts.backgroundCheckCompleted,
    );

    const joined = await detailsOf(
      await post(id, 'facts', { fact: 'discordJoined', recorded: true }),
    );
    const cleared = await detailsOf(
      await post(id, 'facts', { fact: 'backgroundCheckCompleted', recorded: false }, other),
    );
    expect(cleared.vetting.facts.backgroundCheckCompleted).toBeNull();
    expect(cleared.vetting.facts.discordJoined).toEqual(joined.vetting.facts.discordJoined);
    expect(cleared.audit.map((entry) => [entry.changedBy.name, entry.fields])).toEqual([
      ['Bo Admin', ['backgroundCheckCompleted']],
      [almaAdmin.name, ['discordJoined']],
      [almaAdmin.name, ['backgroundCheckCompleted']],
    ]);
  });

  it('keeps the facts to admins and checks the body', async () => {
    const id = await seedAt('interview');
    const technician = tokenFor(service.issuer, id, ['technician']);

    expect(
      (await post(id, 'facts', { fact: 'discordJoined', recorded: true }, technician)).status,
    ).toBe(403);
    const bad = await post(id, 'facts', { fact: 'everythingFine', recorded: true });
    expect(bad.status).toBe(400);
    expect((await problemOf(bad)).errors).toEqual([
      { field: 'fact', message: messages.admin.invalidVettingFact },
    ]);
    await expectTechnicianNotFound(
      await post('no-such-technician', 'facts', { fact: 'discordJoined', recorded: true }),
    );
  });
});

describe('interview notes', () => {
  it('appends a dated entry naming the admin; the audit keeps every earlier version', async () => {
    const id = await seedAt('interview');
    await service.testDb
      .db('technicians')
      .where({ keycloak_id: id })
      .update({ interview_notes: 'Phone screen went well.' });

    const first = await detailsOf(
      await post(id, 'interview-notes', { text: ' Knows generators. ' }),
    );
    const second = await detailsOf(await post(id, 'interview-notes', { text: 'Has a skiff.' }));

    const [firstEntry, secondEntry] = second.audit.slice().reverse();
    expect(first.technicianMetadata.interviewNotes).toMatch(
      /^Phone screen went well\.\n\n\[.+, Alma Admin\]\nKnows generators\.$/,
    );
    expect(second.technicianMetadata.interviewNotes).toMatch(
      new RegExp(
        `^${escape(first.technicianMetadata.interviewNotes)}\\n\\n\\[.+, Alma Admin\\]\\nHas a skiff\\.$`,
      ),
    );
    expect(firstEntry).toMatchObject({
      fields: ['interviewNotes'],
      interviewNotesBefore: 'Phone screen went well.',
    });
    expect(secondEntry).toMatchObject({
      fields: ['interviewNotes'],
      interviewNotesBefore: first.technicianMetadata.interviewNotes,
    });

    // Editing the whole text is still possible, and its earlier version is kept too.
    const edited = await detailsOf(
      await call(service.url, `/admin/technicians/${id}/metadata`, {
        method: 'PUT',
        token,
        body: { interviewNotes: 'Rewritten.' },
      }),
    );
    expect(edited.audit[0]).toMatchObject({
      fields: ['interviewNotes'],
      interviewNotesBefore: second.technicianMetadata.interviewNotes,
    });
  });

  it('writes the moment in Alaska time', () => {
    expect(interviewNoteEntry(new Date('2027-01-05T22:30:00Z'), 'Alma Admin', 'Hi')).toBe(
      '[Tue, Jan 5, 2027, 1:30 PM AKST, Alma Admin]\nHi',
    );
  });

  it('refuses a blank note', async () => {
    const id = await seedAt('interview');
    const response = await post(id, 'interview-notes', { text: '   ' });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'text', message: messages.admin.interviewNoteRequired },
    ]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
