import { editedAdminToken, strangersAdminToken } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  problemOf,
  seedTechnician,
  startTechnicianService,
  tokenFor,
  type TechnicianService,
} from './support.js';

let service: TechnicianService;
let technicianId: string;

beforeAll(async () => {
  service = await startTechnicianService('technician_admin_access');
  technicianId = await seedTechnician(service.testDb.db, { interview_notes: 'Kept private' });
});

afterAll(async () => {
  await service?.stop();
});

function adminRoutes() {
  return [
    { method: 'GET', path: '/admin/technicians?q=nome&sort=newest' },
    { method: 'GET', path: `/admin/technicians/${technicianId}` },
    {
      method: 'PUT',
      path: `/admin/technicians/${technicianId}/metadata`,
      body: { interviewNotes: 'Interview held in Nome' },
    },
    {
      method: 'POST',
      path: `/admin/technicians/${technicianId}/vetting`,
      body: { status: 'interview', note: 'Application looks complete' },
    },
    {
      method: 'POST',
      path: `/admin/technicians/${technicianId}/facts`,
      body: { fact: 'backgroundCheckCompleted', recorded: true },
    },
    {
      method: 'POST',
      path: `/admin/technicians/${technicianId}/interview-notes`,
      body: { text: 'Held the interview by phone.' },
    },
  ];
}

/** What a refused call must leave untouched: the row, its history and its audit. */
async function snapshot() {
  const db = service.testDb.db;
  return {
    technician: await db('technicians').where({ keycloak_id: technicianId }).first(),
    vetting: await db('vetting_changes').count({ n: '*' }).first(),
    audit: await db('metadata_audit').count({ n: '*' }).first(),
    outbox: await db('outbox').count({ n: '*' }).first(),
    facts: await db('vetting_facts').count({ n: '*' }).first(),
  };
}

describe('who may call the admin routes', () => {
  it('answers 401 without a token and stores nothing', async () => {
    const before = await snapshot();
    for (const { method, path, body } of adminRoutes()) {
      const response = await call(service.url, path, { method, body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await problemOf(response)).toMatchObject({ code: 'unauthorized' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 to an edited token and to one signed by another key', async () => {
    const before = await snapshot();
    const forged = [editedAdminToken(service.issuer), await strangersAdminToken(service.issuer)];
    for (const { method, path, body } of adminRoutes()) {
      for (const token of forged) {
        const response = await call(service.url, path, { method, body, token });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(await problemOf(response)).toMatchObject({ code: 'unauthorized' });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 to companies and technicians and stores nothing', async () => {
    const before = await snapshot();
    const tokens = [
      tokenFor(service.issuer, 'company-user', ['company']),
      tokenFor(service.issuer, technicianId, ['technician']),
      tokenFor(service.issuer, 'fresh-registrant', []),
    ];
    for (const { method, path, body } of adminRoutes()) {
      for (const token of tokens) {
        const response = await call(service.url, path, { method, body, token });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await problemOf(response)).toMatchObject({ code: 'forbidden' });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('serves an admin on every route', async () => {
    const token = adminToken(service.issuer);
    for (const { method, path, body } of adminRoutes()) {
      const response = await call(service.url, path, { method, body, token });
      expect(response.status, `${method} ${path}`).toBe(200);
    }
    const row = await service.testDb.db('technicians').where({ keycloak_id: technicianId }).first();
    expect(row.vetting_status).toBe('interview');
    expect(row.interview_notes).toMatch(
      /^Interview held in Nome\n\n\[.+\]\nHeld the interview by phone\.$/,
    );
  });

  it('refuses unknown query parameters on every route', async () => {
    const token = adminToken(service.issuer);
    for (const { method, path, body } of adminRoutes()) {
      const separator = path.includes('?') ? '&' : '?';
      const response = await call(service.url, `${path}${separator}userId=someone`, {
        method,
        body,
        token,
      });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect((await problemOf(response)).errors).toContainEqual({
        field: 'userId',
        message: expect.any(String),
      });
    }
  });
});
