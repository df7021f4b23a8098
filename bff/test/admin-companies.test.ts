import {
  messages,
  type AdminCompanyDetails,
  type AdminCompanyList,
  type Problem,
} from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithProfile, eventually, submittedRequest } from './support/admin.js';
import { api, panelSave, startStack, tokenFor, type Stack } from './support/stack.js';

let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack('bff_admin_companies');
  admin = tokenFor(stack.issuer, crypto.randomUUID(), ['admin']);
});

afterAll(async () => {
  await stack?.stop();
});

async function listed(query: string): Promise<AdminCompanyList> {
  const response = await api(stack.bff.url, `/api/admin/companies${query}`, { token: admin });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as AdminCompanyList;
}

function details(id: string): Promise<Response> {
  return api(stack.bff.url, `/api/admin/companies/${id}`, { token: admin });
}

async function problemOf(response: Response, status: number): Promise<Problem> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe('the company list', () => {
  it('carries the number of requests of each company on the page, and its owner as contact', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const busy = await companyWithProfile(stack, `Bethel Clinic ${tag}`);
    const quiet = await companyWithProfile(stack, `Aniak Store ${tag}`);
    await submittedRequest(stack, busy);
    await submittedRequest(stack, busy);

    const page = await eventually(
      () => listed(`?q=${encodeURIComponent(tag.toUpperCase())}&sort=name&locations=with`),
      (answer) =>
        answer.companies.length === 2 &&
        answer.companies.every((entry) => entry.contact.phone === panelSave.phone)
          ? answer
          : undefined,
    );

    expect(page.nextCursor).toBeNull();
    expect(page.companies).toEqual([
      expect.objectContaining({ id: quiet.companyId, name: `Aniak Store ${tag}`, requestCount: 0 }),
      {
        id: busy.companyId,
        name: `Bethel Clinic ${tag}`,
        contact: {
          fullName: 'Sam Kuskokwim',
          // The panel's new address waits for its link; the one the owner signed up with stays in force.
          email: `${busy.sub}@example.com`,
          phone: panelSave.phone,
        },
        website: panelSave.website,
        locationCount: 1,
        requestCount: 2,
        createdAt: expect.any(String) as string,
      },
    ]);
    expect((await listed(`?q=${tag}-nobody`)).companies).toEqual([]);
  });

  it('refuses unknown query parameters', async () => {
    const response = await api(stack.bff.url, '/api/admin/companies?owner=me', { token: admin });

    expect((await problemOf(response, 400)).errors?.map((error) => error.field)).toEqual(['owner']);
  });
});

describe("a company's details", () => {
  it('list its locations and the requests it submitted', async () => {
    const company = await companyWithProfile(stack, 'Napaskiak Water Plant');
    const ticket = await submittedRequest(stack, company);

    const response = await details(company.companyId);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const found = (await response.json()) as AdminCompanyDetails;
    expect(found.company).toMatchObject({
      id: company.companyId,
      name: 'Napaskiak Water Plant',
      locationCount: 1,
      requestCount: 1,
    });
    expect(found.locations).toEqual([
      {
        id: company.locationId,
        address: panelSave.address,
        city: panelSave.city,
        state: panelSave.state,
        zipCode: panelSave.zipCode,
      },
    ]);
    expect(found.requests).toEqual([
      expect.objectContaining({ ticketNumber: ticket, serviceType: 'remote-hands' }),
    ]);
  });

  it('answer 404 for an unknown company and 400 for an id that is no uuid', async () => {
    const unknown = await problemOf(await details(crypto.randomUUID()), 404);
    const malformed = await problemOf(await details('not-a-uuid'), 400);

    expect(unknown).toMatchObject({ code: 'not_found', detail: messages.admin.companyNotFound });
    expect(malformed.code).toBe('validation_failed');
  });
});
