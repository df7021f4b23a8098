import {
  messages,
  ONBOARDING_STEPS,
  parseEvent,
  VETTING_STATUS_LABELS,
  VETTING_STATUSES,
  VETTING_TRANSITIONS,
  VETTING_CHECKS,
  type AdminTechnicianDetails,
  type VettingStatus,
} from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepAnswers } from './steps.js';
import {
  adminToken,
  almaAdmin,
  call,
  expectTechnicianNotFound,
  problemOf,
  seedTechnician,
  signedUpTechnician,
  startTechnicianService,
  type TechnicianService,
} from './support.js';

const VETTING_CHANGED = 'technician.vetting.changed.v1';

let service: TechnicianService;
let token: string;

beforeAll(async () => {
  service = await startTechnicianService('technician_vetting');
  token = adminToken(service.issuer);
});

afterAll(async () => {
  await service?.stop();
});

function move(id: string, body: unknown) {
  return call(service.url, `/admin/technicians/${id}/vetting`, { method: 'POST', token, body });
}

/** A move's body: a rejection carries the reason it needs, an approval the whole checklist. */
function moveTo(status: VettingStatus) {
  if (status === 'rejected') {
    return { status, note: 'Discussed with the team', reason: 'No references could be reached' };
  }
  if (status === 'approved') return { status, note: 'Ready for approved', checks: VETTING_CHECKS };
  return { status, note: `Ready for ${status}` };
}

function seedAt(status: VettingStatus): Promise<string> {
  return seedTechnician(service.testDb.db, {
    vetting_status: status,
    completed_at: status === 'onboarding' ? null : new Date(),
  });
}

async function stateOf(id: string) {
  const db = service.testDb.db;
  return {
    technician: await db('technicians').where({ keycloak_id: id }).first(),
    history: await db('vetting_changes').where({ technician_id: id }),
    events: await eventsOf(id),
  };
}

async function eventsOf(id: string) {
  const rows: { envelope: { data: unknown } }[] = await service.testDb
    .db('outbox')
    .where({ type: VETTING_CHANGED })
    .whereRaw(`envelope->'data'->>'technicianId' = ?`, [id])
    .orderBy('created_at');
  return rows.map((row) => parseEvent(VETTING_CHANGED, row.envelope.data));
}

const allowedMoves = VETTING_STATUSES.flatMap((from) =>
  VETTING_TRANSITIONS[from].map((to) => ({ from, to })),
);
const refusedMoves = VETTING_STATUSES.flatMap((from) =>
  VETTING_STATUSES.filter((to) => !VETTING_TRANSITIONS[from].includes(to)).map((to) => ({
    from,
    to,
  })),
);

describe('POST /admin/technicians/{id}/vetting', () => {
  it.each(allowedMoves)(
    'moves $from to $to with its history entry and one event',
    async ({ from, to }) => {
      const id = await seedAt(from);

      const response = await move(id, moveTo(to));

      expect(response.status).toBe(200);
      const answer = (await response.json()) as AdminTechnicianDetails;
      expect(answer.vetting).toEqual({
        status: to,
        allowedNext: [...VETTING_TRANSITIONS[to]],
        history: [
          {
            id: expect.any(String),
            from,
            to,
            note: moveTo(to).note,
            reason: to === 'rejected' ? moveTo(to).reason : '',
            // The checklist is kept with an applicant's approval only.
            checks: from === 'background_check' && to === 'approved' ? [...VETTING_CHECKS] : [],
            changedBy: { id: almaAdmin.sub, name: almaAdmin.name },
            changedAt: expect.any(String),
          },
        ],
        facts: { backgroundCheckCompleted: null, discordJoined: null },
      });
      expect(answer.technician.vettingStatus).toBe(to);
      const { technician, history, events } = await stateOf(id);
      expect(technician.vetting_status).toBe(to);
      expect(history).toHaveLength(1);
      expect(events).toEqual([
        {
          changeId: answer.vetting.history[0]?.id,
          technicianId: id,
          fullName: 'Tanya Nome',
          email: `${id}@example.com`,
          from,
          to,
          reason: to === 'rejected' ? moveTo(to).reason : '',
          changedAt: answer.vetting.history[0]?.changedAt,
        },
      ]);
    },
  );

  it.each(refusedMoves)(
    'refuses $from to $to with 409 and stores nothing',
    async ({ from, to }) => {
      const id = await seedAt(from);
      const before = await stateOf(id);

      const response = await move(id, moveTo(to));

      expect(response.status).toBe(409);
      expect(await problemOf(response)).toMatchObject({
        code: 'vetting_move_not_allowed',
        detail: messages.admin.vettingMoveNotAllowed(
          VETTING_STATUS_LABELS[from],
          VETTING_STATUS_LABELS[to],
        ),
      });
      expect(await stateOf(id)).toEqual(before);
    },
  );

  it('refuses a rejection without a reason, and an unknown status, storing nothing', async () => {
    const id = await seedAt('interview');
    const before = await stateOf(id);

    const cases = [
      { body: { status: 'rejected', note: 'No show' }, field: 'reason' },
      { body: { status: 'rejected', reason: '   ' }, field: 'reason' },
      { body: { status: 'hired' }, field: 'status' },
      { body: { note: 'Which status?' }, field: 'status' },
    ];
    for (const { body, field } of cases) {
      const response = await move(id, body);
      expect(response.status).toBe(400);
      expect((await problemOf(response)).errors).toEqual([
        {
          field,
          message:
            field === 'reason'
              ? messages.admin.rejectionReasonRequired
              : messages.admin.invalidVettingStatus,
        },
      ]);
    }
    const unknown = await move(id, { status: 'background_check', changedBy: 'someone' });
    expect(unknown.status).toBe(400);
    expect(await stateOf(id)).toEqual(before);
  });

  it('answers 404 for an unknown technician', async () => {
    const response = await move('nobody-here', { status: 'interview' });

    await expectTechnicianNotFound(response);
  });

  it('lets one of several admins moving the same technician at once win', async () => {
    const id = await seedAt('applied');

    const responses = await Promise.all(
      Array.from({ length: 6 }, () => move(id, { status: 'interview', note: 'Me first' })),
    );

    expect(responses.map((response) => response.status).sort()).toEqual([
      200, 409, 409, 409, 409, 409,
    ]);
    const { technician, history, events } = await stateOf(id);
    expect(technician.vetting_status).toBe('interview');
    expect(history).toHaveLength(1);
    expect(events).toHaveLength(1);
  });
});

describe('a technician through vetting', () => {
  it('goes from the completed questionnaire to approved, one event per move, and sees it', async () => {
    const technician = await signedUpTechnician(service);
    for (const step of ONBOARDING_STEPS) {
      const saved = await call(service.url, `/technicians/me/onboarding/steps/${step}`, {
        method: 'PUT',
        token: technician.token,
        body: stepAnswers[step],
      });
      expect(saved.status).toBe(200);
    }

    const statuses: VettingStatus[] = ['interview', 'background_check', 'approved'];
    for (const status of statuses) {
      expect((await move(technician.sub, moveTo(status))).status).toBe(200);
    }
    const own = await call(service.url, '/technicians/me/metadata', { token: technician.token });

    expect(await own.json()).toMatchObject({ vettingStatus: 'approved' });
    const events = await eventsOf(technician.sub);
    expect(events.map((event) => [event.from, event.to])).toEqual([
      ['applied', 'interview'],
      ['interview', 'background_check'],
      ['background_check', 'approved'],
    ]);
    expect(new Set(events.map((event) => event.changeId)).size).toBe(3);
    expect(events[0]).toMatchObject({
      fullName: 'Ada Sheldon',
      email: `${technician.sub}@example.com`,
      reason: '',
    });
  });

  it('keeps a technician rejected during onboarding rejected when they complete it', async () => {
    const technician = await signedUpTechnician(service);
    const rejected = await move(technician.sub, {
      status: 'rejected',
      reason: 'Lives outside the service area',
    });
    expect(rejected.status).toBe(200);

    for (const step of ONBOARDING_STEPS) {
      await call(service.url, `/technicians/me/onboarding/steps/${step}`, {
        method: 'PUT',
        token: technician.token,
        body: stepAnswers[step],
      });
    }

    const own = await call(service.url, '/technicians/me/metadata', { token: technician.token });
    expect(await own.json()).toMatchObject({
      vettingStatus: 'rejected',
      onboarding: { completed: true },
    });
  });
});
