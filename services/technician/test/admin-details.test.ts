import {
  defaultTechnicianMetadata,
  messages,
  VETTING_TRANSITIONS,
  type AdminTechnicianDetails,
} from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepAnswers } from './steps.js';
import {
  adminToken,
  almaAdmin,
  call,
  kotzebue,
  expectTechnicianNotFound,
  problemOf,
  seedTechnician,
  signedUpTechnician,
  startTechnicianService,
  type TechnicianService,
} from './support.js';

let service: TechnicianService;
let token: string;

beforeAll(async () => {
  service = await startTechnicianService('technician_admin_details');
  token = adminToken(service.issuer);
});

afterAll(async () => {
  await service?.stop();
});

const reference = {
  id: 'ref-1',
  name: 'Mary Alexie',
  phoneNumber: '(907) 555-0123',
  relationship: 'Boss',
};

async function details(id: string): Promise<AdminTechnicianDetails> {
  const response = await call(service.url, `/admin/technicians/${id}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminTechnicianDetails;
}

function edit(id: string, body: unknown, as = token) {
  return call(service.url, `/admin/technicians/${id}/metadata`, { method: 'PUT', token: as, body });
}

async function rowOf(id: string) {
  return service.testDb.db('technicians').where({ keycloak_id: id }).first();
}

async function auditOf(id: string) {
  return service.testDb.db('metadata_audit').where({ technician_id: id });
}

describe('GET /admin/technicians/{id}', () => {
  it('answers every answer, the interview notes, the entry, the vetting and the audit', async () => {
    const id = await seedTechnician(service.testDb.db, {
      full_name: 'Grace Hanson',
      metadata: { certifications: ['OSHA 10'], references: [reference], goodFit: 'Local' },
      interview_notes: 'Call back in May.',
      location: kotzebue,
    });

    const answer = await details(id);

    expect(answer).toEqual({
      technicianMetadata: {
        ...defaultTechnicianMetadata(),
        certifications: ['OSHA 10'],
        references: [reference],
        goodFit: 'Local',
        userId: id,
        interviewNotes: 'Call back in May.',
      },
      technician: expect.objectContaining({
        id,
        fullName: 'Grace Hanson',
        city: 'Kotzebue',
        vettingStatus: 'applied',
      }),
      vetting: {
        status: 'applied',
        allowedNext: [...VETTING_TRANSITIONS.applied],
        history: [],
        facts: { backgroundCheckCompleted: null, discordJoined: null },
      },
      audit: [],
    });
  });

  it('answers 404 with only the not-found message for an unknown id', async () => {
    const response = await call(service.url, '/admin/technicians/nobody-here', { token });

    const problem = await expectTechnicianNotFound(response);
    expect(JSON.stringify(problem)).not.toContain('nobody-here');
    expect(problem.errors).toBeUndefined();
  });
});

describe('PUT /admin/technicians/{id}/metadata', () => {
  it('stores the fields sent, keeps the others and audits the changed field names', async () => {
    const id = await seedTechnician(service.testDb.db, {
      metadata: { certifications: ['OSHA 10'], goodFit: 'Local', references: [reference] },
    });

    const response = await edit(id, {
      interviewNotes: '  Strong with generators.  ',
      references: [{ ...reference, relationship: 'Supervisor' }],
      certifications: ['OSHA 10'],
      availability: { weekdays: true, weekends: false, evenings: false, overnight: false },
      toolsTech: ['Laptop', 'Laptop'],
    });

    expect(response.status).toBe(200);
    const answer = (await response.json()) as AdminTechnicianDetails;
    expect(answer.technicianMetadata).toMatchObject({
      interviewNotes: 'Strong with generators.',
      references: [{ ...reference, relationship: 'Supervisor' }],
      certifications: ['OSHA 10'],
      goodFit: 'Local',
      toolsTech: ['Laptop'],
      availability: { weekdays: true, weekends: false, evenings: false, overnight: false },
    });
    expect(answer.audit).toEqual([
      {
        id: expect.any(String),
        changedBy: { id: almaAdmin.sub, name: almaAdmin.name },
        changedAt: expect.any(String),
        // In the metadata's own field order, interview notes last; the unchanged list is not named.
        fields: ['availability', 'toolsTech', 'references', 'interviewNotes'],
        interviewNotesBefore: '',
      },
    ]);
    expect(await details(id)).toEqual(answer);
    const row = await rowOf(id);
    expect(row.interview_notes).toBe('Strong with generators.');
    expect(row.metadata).toMatchObject({ goodFit: 'Local', toolsTech: ['Laptop'] });
  });

  it('records no audit entry for an edit that changes nothing', async () => {
    const id = await seedTechnician(service.testDb.db, {
      metadata: {
        certifications: ['CDL'],
        availability: { overnight: true, evenings: false, weekends: false, weekdays: false },
      },
      interview_notes: 'Seen in Bethel.',
    });
    const before = await rowOf(id);

    const response = await edit(id, {
      certifications: ['CDL'],
      availability: { weekdays: false, weekends: false, evenings: false, overnight: true },
      interviewNotes: 'Seen in Bethel.',
      // A field never answered, sent with its default value.
      hasTravel: false,
    });

    expect(response.status).toBe(200);
    expect(((await response.json()) as AdminTechnicianDetails).audit).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
    expect(await rowOf(id)).toEqual(before);
  });

  it('lists the audit newest first, one entry per changing edit', async () => {
    const id = await seedTechnician(service.testDb.db);
    const other = { sub: 'admin-olga', name: 'Olga Olson' };

    await edit(id, { goodFit: 'First edit' });
    await edit(id, { goodFit: 'First edit' });
    await edit(id, { interviewNotes: 'Second edit' }, adminToken(service.issuer, other));

    const { audit } = await details(id);
    expect(audit.map((entry) => [entry.changedBy.name, entry.fields])).toEqual([
      [other.name, ['interviewNotes']],
      [almaAdmin.name, ['goodFit']],
    ]);
    expect(Date.parse(audit[0]!.changedAt)).toBeGreaterThanOrEqual(Date.parse(audit[1]!.changedAt));
  });

  it('answers field errors for metadata that breaks the schema and stores nothing', async () => {
    const id = await seedTechnician(service.testDb.db, { metadata: { goodFit: 'Kept' } });
    const before = await rowOf(id);

    const response = await edit(id, {
      goodFit: 'Changed',
      certifications: ['ok', 'x'.repeat(101)],
      references: [{ id: 'ref-1', name: '', phoneNumber: '' }],
      hasTravel: 'yes',
    });

    expect(response.status).toBe(400);
    const problem = await problemOf(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { field: 'certifications.1', message: messages.technician.itemTooLong },
        { field: 'references.0.name', message: messages.technician.referenceNameRequired },
        { field: 'references.0.phoneNumber', message: messages.technician.referencePhoneRequired },
        { field: 'hasTravel', message: expect.any(String) },
      ]),
    );
    expect(await rowOf(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
  });

  it('refuses unknown fields, the owner and the progress, and stores nothing', async () => {
    const id = await seedTechnician(service.testDb.db);
    const before = await rowOf(id);

    for (const body of [
      { goodFit: 'x', vettingStatus: 'approved' },
      { goodFit: 'x', userId: 'someone-else' },
      { goodFit: 'x', onboarding: { completed: true } },
      { goodFit: 'x', favouriteFish: 'sheefish' },
    ]) {
      const response = await edit(id, body);
      expect(response.status).toBe(400);
      const unknown = Object.keys(body).find((key) => key !== 'goodFit');
      expect((await problemOf(response)).errors).toContainEqual({
        field: unknown,
        message: expect.any(String),
      });
    }
    expect(await rowOf(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 404 for an unknown technician and creates nobody', async () => {
    const response = await edit('nobody-here', { interviewNotes: 'Who?' });

    await expectTechnicianNotFound(response);
    expect(await rowOf('nobody-here')).toBeUndefined();
  });
});

describe('what the technician reads of it', () => {
  it('shows the technician their vetting status and never the interview notes', async () => {
    const technician = await signedUpTechnician(service);
    await edit(technician.sub, { interviewNotes: 'Private: call back in May.', goodFit: 'Edited' });
    await service.testDb
      .db('technicians')
      .where({ keycloak_id: technician.sub })
      .update({ vetting_status: 'rejected' });

    const reads = [
      await call(service.url, '/technicians/me/metadata', { token: technician.token }),
      await call(service.url, '/technicians/me/metadata', {
        method: 'PATCH',
        token: technician.token,
        body: { discord: true },
      }),
      await call(service.url, '/technicians/me/onboarding/steps/it', {
        method: 'PUT',
        token: technician.token,
        body: stepAnswers.it,
      }),
    ];

    for (const response of reads) {
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ vettingStatus: 'rejected', goodFit: 'Edited' });
      expect(text).not.toContain('interview');
      expect(text).not.toContain('call back in May');
    }
  });
});
