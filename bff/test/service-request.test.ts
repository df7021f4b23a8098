import { randomUUID } from 'node:crypto';
import {
  createCompanyClient,
  messages,
  type Problem,
  type ServiceRequestSummaries,
} from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRequestStack, type RequestStack } from './support/request-stack.js';
import { startBff } from './support/bff.js';
import { requestForm, ticketNumber } from './support/requests.js';

let stack: RequestStack;

beforeAll(async () => {
  stack = await startRequestStack('bff_sr');
});

afterAll(() => stack?.stop());

function tokenFor(sub: string, roles: string[] = ['company']): string {
  return stack.issuer.sign({
    sub,
    email: 'company@example.com',
    name: 'Sam Kuskokwim',
    realm_access: { roles: [...roles, 'default-roles-remote-hands'] },
  });
}

interface CompanyUser {
  sub: string;
  token: string;
  locationId: string;
}

/** Signs a company up through the real company service, as the sign-up step does. */
async function companyUser(companyName: string): Promise<CompanyUser> {
  const sub = randomUUID();
  const token = tokenFor(sub);
  const { data, error } = await createCompanyClient({ baseUrl: stack.company.url }).PUT(
    '/companies/me',
    {
      headers: { authorization: `Bearer ${token}` },
      body: {
        companyName,
        location: {
          address: '100 Chief Eddie Hoffman Hwy',
          city: 'Bethel',
          state: 'Alaska',
          zipCode: '99559',
        },
      },
    },
  );
  if (!data) throw new Error(`company sign-up failed: ${JSON.stringify(error)}`);
  return { sub, token, locationId: data.locationId };
}

function submit(body: unknown, token?: string) {
  return fetch(`${stack.bff.url}/api/service-request/company`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

function list(token?: string) {
  return fetch(`${stack.bff.url}/api/service-request/company`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function storedFor(sub: string) {
  return stack.requestsDb.db('service_requests').where({ submitted_by: sub });
}

describe('POST /api/service-request/company', () => {
  it('stores the request and answers with the success flag and the stored ticket number', async () => {
    const user = await companyUser('Kuskokwim Clinic');
    const form = requestForm(user.locationId);

    const response = await submit(form, user.token);

    expect(response.status).toBe(201);
    const body: unknown = await response.json();
    const rows = await storedFor(user.sub);
    expect(rows).toHaveLength(1);
    expect(body).toEqual({
      success: true,
      id: rows[0].id,
      serviceTicketNumber: form.serviceTicketNumber,
    });
    expect(rows[0]).toMatchObject({ location_id: user.locationId, service_type: 'remote-hands' });
    const events = await stack.requestsDb
      .db('outbox')
      .where({ type: 'service-request.submitted.v1' });
    const event = events.find(
      (row: { envelope: { data: { requestId: string } } }) =>
        row.envelope.data.requestId === rows[0].id,
    );
    expect(event?.envelope.data).toMatchObject({
      company: { name: 'Kuskokwim Clinic' },
      location: { id: user.locationId, city: 'Bethel', state: 'Alaska', zipCode: '99559' },
    });
  });

  it('answers with the replacement when the company holds the ticket number already', async () => {
    const user = await companyUser('First Co');
    const ticket = ticketNumber();
    await submit(requestForm(user.locationId, { serviceTicketNumber: ticket }), user.token);

    const response = await submit(
      requestForm(user.locationId, {
        serviceTicketNumber: ticket,
        jobDescription: 'Replace the failed switch in the clinic closet.',
      }),
      user.token,
    );

    expect(response.status).toBe(201);
    const body = (await response.json()) as { success: boolean; serviceTicketNumber: string };
    expect(body.success).toBe(true);
    expect(body.serviceTicketNumber).not.toBe(ticket);
    expect((await storedFor(user.sub)).map((row) => row.ticket_number).sort()).toEqual(
      [ticket, body.serviceTicketNumber].sort(),
    );
  });

  it('keeps a ticket number another company holds', async () => {
    const first = await companyUser('First Co');
    const second = await companyUser('Second Co');
    const ticket = ticketNumber();
    await submit(requestForm(first.locationId, { serviceTicketNumber: ticket }), first.token);

    const response = await submit(
      requestForm(second.locationId, { serviceTicketNumber: ticket }),
      second.token,
    );

    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true, serviceTicketNumber: ticket });
    expect((await storedFor(second.sub)).map((row) => row.ticket_number)).toEqual([ticket]);
  });

  it('gives the spec message for a short job description and stores nothing', async () => {
    const user = await companyUser('Short Text Co');

    const response = await submit(
      requestForm(user.locationId, { jobDescription: 'Fix it' }),
      user.token,
    );

    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).errors).toContainEqual({
      field: 'jobDescription',
      message: 'Job description must be at least 10 characters',
    });
    expect(await storedFor(user.sub)).toHaveLength(0);
  });

  it('gives the spec message for a missing time range on remote-hands and stores nothing', async () => {
    const user = await companyUser('No Time Co');

    const response = await submit(
      requestForm(user.locationId, { preferredTimeRange: '' }),
      user.token,
    );

    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).errors).toContainEqual({
      field: 'preferredTimeRange',
      message: messages.serviceRequest.preferredTimeRangeRequired,
    });
    expect(await storedFor(user.sub)).toHaveLength(0);
  });

  it("answers another company's location with the location field error", async () => {
    const owner = await companyUser('Owner Co');
    const intruder = await companyUser('Intruder Co');

    const response = await submit(requestForm(owner.locationId), intruder.token);

    expect(response.status).toBe(400);
    const problem = (await response.json()) as Problem;
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors).toEqual([{ field: 'location', message: 'Please select a location' }]);
    expect(JSON.stringify(problem)).not.toContain('Owner Co');
    expect(await storedFor(intruder.sub)).toHaveLength(0);
  });

  it('answers 401 without a token and 403 to a technician, storing nothing', async () => {
    const technician = randomUUID();

    const anonymous = await submit(requestForm(randomUUID()));
    const refused = await submit(requestForm(randomUUID()), tokenFor(technician, ['technician']));

    expect(anonymous.status).toBe(401);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Problem).code).toBe('forbidden');
    expect(await storedFor(technician)).toHaveLength(0);
  });
});

describe('GET /api/service-request/company', () => {
  it("lists only the caller's requests, newest first", async () => {
    const a = await companyUser('Company A');
    const b = await companyUser('Company B');
    const older = requestForm(a.locationId, { serviceType: 'custom-request' });
    const newer = requestForm(a.locationId, {
      serviceType: 'remote-eyes',
      preferredTimeRange: '',
      liveVideoRequired: '',
    });
    const ofB = requestForm(b.locationId);
    for (const [form, token] of [
      [older, a.token],
      [newer, a.token],
      [ofB, b.token],
    ] as const) {
      expect((await submit(form, token)).status).toBe(201);
    }

    const seenByA = ((await (await list(a.token)).json()) as ServiceRequestSummaries).items;
    const seenByB = ((await (await list(b.token)).json()) as ServiceRequestSummaries).items;

    expect(seenByA.map((request) => [request.serviceTicketNumber, request.serviceType])).toEqual([
      [newer.serviceTicketNumber, 'remote-eyes'],
      [older.serviceTicketNumber, 'custom-request'],
    ]);
    expect(seenByA[0]).toMatchObject({ preferredDate: newer.preferredDate, status: 'Submitted' });
    expect(seenByB.map((request) => request.serviceTicketNumber)).toEqual([
      ofB.serviceTicketNumber,
    ]);
  });

  it('answers 401 without a token and 403 to a technician', async () => {
    expect((await list()).status).toBe(401);
    expect((await list(tokenFor(randomUUID(), ['technician']))).status).toBe(403);
  });
});

describe('when the service-request service is down', () => {
  it('answers 502 upstream_failed', async () => {
    const orphan = await startBff({
      KEYCLOAK_URL: new URL(stack.issuer.issuer).origin,
      SERVICE_REQUEST_URL: 'http://127.0.0.1:9',
    });
    try {
      const response = await fetch(`${orphan.url}/api/service-request/company`, {
        headers: { authorization: `Bearer ${tokenFor(randomUUID())}` },
      });

      expect(response.status).toBe(502);
      expect(((await response.json()) as Problem).code).toBe('upstream_failed');
    } finally {
      await orphan.stop();
    }
  });
});
