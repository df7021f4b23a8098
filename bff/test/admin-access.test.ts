import type { AdminTechnicianDetails, Problem } from '@rha/contracts';
import { editedAdminToken, strangersAdminToken } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyWithProfile,
  onboardedTechnician,
  type SignedUpCompany,
  type SignedUpTechnician,
} from './support/admin.js';
import { api, startStack, tokenFor, type ApiCall, type Stack } from './support/stack.js';

let stack: Stack;
let technician: SignedUpTechnician;
let company: SignedUpCompany;

beforeAll(async () => {
  stack = await startStack('bff_admin_access');
  technician = await onboardedTechnician(stack, 'Agnes Kotzebue');
  company = await companyWithProfile(stack, 'Kotzebue Electric');
});

afterAll(async () => {
  await stack?.stop();
});

interface AdminPath {
  name: string;
  path: string;
  method?: string;
  body?: unknown;
}

/** Every /api/admin/* path, with a request an admin would make of it. */
function adminPaths(): AdminPath[] {
  const id = technician.sub;
  return [
    { name: 'technician list', path: '/api/admin/technicians?q=agnes&status=applied' },
    {
      name: 'technician details',
      path: '/api/admin/technicianMetadata/',
      method: 'POST',
      body: { id },
    },
    {
      name: 'technician details without the trailing slash',
      path: '/api/admin/technicianMetadata',
      method: 'POST',
      body: { id },
    },
    {
      name: 'metadata edit',
      path: '/api/admin/updateTechnicianMetadata',
      method: 'POST',
      body: { id, metadata: { interviewNotes: 'Called on Monday; strong on generators.' } },
    },
    {
      name: 'vetting move',
      path: `/api/admin/technicians/${id}/vetting`,
      method: 'POST',
      body: { status: 'interview', note: 'Interview booked for Thursday.' },
    },
    {
      name: 'vetting fact',
      path: `/api/admin/technicians/${id}/facts`,
      method: 'POST',
      body: { fact: 'discordJoined', recorded: true },
    },
    {
      name: 'interview note',
      path: `/api/admin/technicians/${id}/interview-notes`,
      method: 'POST',
      body: { text: 'Interview held on Thursday.' },
    },
    { name: 'held jobs', path: '/api/admin/held-jobs' },
    { name: 'company list', path: '/api/admin/companies?q=kotzebue&sort=newest' },
    { name: 'company details', path: `/api/admin/companies/${company.companyId}` },
  ];
}

function send(path: AdminPath, token: string | undefined): Promise<Response> {
  const options: ApiCall = { method: path.method ?? 'GET' };
  if (token) options.token = token;
  if (path.body !== undefined) options.body = path.body;
  return api(stack.bff.url, path.path, options);
}

async function expectProblem(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  expect(((await response.json()) as Problem).code).toBe(code);
}

async function detailsAsAdmin(): Promise<AdminTechnicianDetails> {
  const response = await api(stack.bff.url, '/api/admin/technicianMetadata/', {
    method: 'POST',
    token: tokenFor(stack.issuer, crypto.randomUUID(), ['admin']),
    body: { id: technician.sub },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminTechnicianDetails;
}

describe('who may call /api/admin/*', () => {
  it('answers 401 without a token', async () => {
    for (const path of adminPaths()) {
      await expectProblem(await send(path, undefined), 401, 'unauthorized');
    }
  });

  it('answers 401 to an edited token and to one signed by a stranger', async () => {
    const forged = [editedAdminToken(stack.issuer), await strangersAdminToken(stack.issuer)];
    for (const path of adminPaths()) {
      for (const token of forged) {
        await expectProblem(await send(path, token), 401, 'unauthorized');
      }
    }
  });

  it('answers 403 to companies and technicians, changing nothing', async () => {
    const before = await detailsAsAdmin();

    for (const path of adminPaths()) {
      await expectProblem(await send(path, company.token), 403, 'forbidden');
      await expectProblem(await send(path, technician.token), 403, 'forbidden');
    }

    const after = await detailsAsAdmin();
    expect(after.vetting).toEqual(before.vetting);
    expect(after.technicianMetadata).toEqual(before.technicianMetadata);
    expect(after.audit).toEqual(before.audit);
  });

  it('answers an admin on every path, never to be cached', async () => {
    const admin = tokenFor(stack.issuer, crypto.randomUUID(), ['admin'], {
      name: 'Ada Admin',
    });

    for (const path of adminPaths()) {
      const response = await send(path, admin);

      expect({ path: path.name, status: response.status }).toEqual({
        path: path.name,
        status: 200,
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
