import type { AttentionItemShape } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  seedTechnician,
  startTechnicianService,
  tokenFor,
  type TechnicianService,
} from './support.js';

let service: TechnicianService;

beforeAll(async () => {
  service = await startTechnicianService('technician_attention');
});

afterAll(async () => {
  await service?.stop();
});

async function applicants(): Promise<AttentionItemShape[]> {
  const response = await call(service.url, '/admin/attention', {
    token: adminToken(service.issuer),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as { items: AttentionItemShape[] }).items;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('GET /admin/attention', () => {
  it('lists applicants waiting on a vetting step, the latest to reach theirs first', async () => {
    const db = service.testDb.db;
    const applied = await seedTechnician(db, {
      full_name: 'Aput Applied',
      vetting_status: 'applied',
      completed_at: hoursAgo(5),
    });
    const interview = await seedTechnician(db, {
      full_name: 'Ivan Interview',
      vetting_status: 'interview',
      completed_at: hoursAgo(48),
    });
    const movedAt = hoursAgo(1);
    await db('vetting_changes').insert({
      technician_id: interview,
      from_status: 'applied',
      to_status: 'interview',
      changed_by_id: 'admin-alma',
      changed_by_name: 'Alma Admin',
      changed_at: movedAt,
    });
    const approved = await seedTechnician(db, { vetting_status: 'approved' });
    const onboarding = await seedTechnician(db, {
      vetting_status: 'onboarding',
      completed_at: null,
    });

    const items = await applicants();

    expect(items.map((item) => item.technicianId)).toEqual([interview, applied]);
    expect(items[0]).toEqual({
      kind: 'applicant',
      key: `applicant:${interview}`,
      at: movedAt.toISOString(),
      technicianId: interview,
      technicianName: 'Ivan Interview',
      vettingStatus: 'interview',
    });
    expect(items.map((item) => item.technicianId)).not.toContain(approved);
    expect(items.map((item) => item.technicianId)).not.toContain(onboarding);
  });

  it('is for admins only', async () => {
    for (const role of ['company', 'technician'] as const) {
      const response = await call(service.url, '/admin/attention', {
        token: tokenFor(service.issuer, `someone-${role}`, [role]),
      });
      expect(response.status).toBe(403);
    }
    expect((await call(service.url, '/admin/attention')).status).toBe(401);
  });
});
