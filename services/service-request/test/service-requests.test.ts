import { randomUUID } from 'node:crypto';
import {
  messages,
  parseEvent,
  type CompanyLocation,
  type Problem,
  type ServiceRequestSummaries,
  type StoredServiceRequest,
} from '@rha/contracts';
import { userToken } from '@rha/kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dayFromToday, remoteHandsRequest, uniqueTicketNumber } from './support/requests.js';
import { startServiceRequestService, type ServiceRequestService } from './support/service.js';

const m = messages.serviceRequest;

let service: ServiceRequestService;

beforeAll(async () => {
  service = await startServiceRequestService('service_request');
});

afterAll(async () => {
  await service?.stop();
});

beforeEach(() => {
  service.company.calls.length = 0;
});

function tokenFor(sub: string, roles: string[] = ['company'], claims: object = {}): string {
  return userToken(service.issuer, {
    sub,
    roles,
    email: 'company@example.com',
    name: 'Sam Kuskokwim',
    ...claims,
  });
}

interface CompanyUser {
  sub: string;
  token: string;
  companyId: string;
  location: CompanyLocation;
}

function companyUser(companyName = 'Kuskokwim Clinic'): CompanyUser {
  const sub = randomUUID();
  const registered = service.company.register(sub, companyName, [
    { address: '100 Main Street', city: 'Bethel', state: 'Alaska', zipCode: '99559' },
  ]);
  const location = registered.locations[0];
  if (!location) throw new Error('the stub registered no location');
  return { sub, token: tokenFor(sub), companyId: registered.company.id, location };
}

function post(body: unknown, token?: string, headers: Record<string, string> = {}) {
  return fetch(`${service.url}/service-requests`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function list(token?: string) {
  return fetch(`${service.url}/service-requests`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function storedFor(sub: string) {
  return service.testDb.db('service_requests').where({ submitted_by: sub });
}

async function eventsFor(sub: string) {
  return service.testDb
    .db('outbox')
    .whereRaw(`envelope->'data'->'submittedBy'->>'keycloakId' = ?`, [sub])
    .orderBy('created_at');
}

async function expectNothingStored(sub: string) {
  expect(await storedFor(sub)).toHaveLength(0);
  expect(await eventsFor(sub)).toHaveLength(0);
}

async function problemOf(response: Response): Promise<Problem> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe('POST /service-requests access', () => {
  it('answers 401 without a token and stores nothing', async () => {
    const user = companyUser();
    const before = await service.testDb.db('service_requests').count({ count: '*' }).first();

    const response = await post(remoteHandsRequest(user.location.id));

    expect(response.status).toBe(401);
    expect((await problemOf(response)).code).toBe('unauthorized');
    expect(await service.testDb.db('service_requests').count({ count: '*' }).first()).toEqual(
      before,
    );
    expect(service.company.calls).toHaveLength(0);
  });

  it('answers 403 to a technician and stores nothing', async () => {
    const sub = randomUUID();

    const response = await post(remoteHandsRequest(randomUUID()), tokenFor(sub, ['technician']));

    expect(response.status).toBe(403);
    expect((await problemOf(response)).code).toBe('forbidden');
    await expectNothingStored(sub);
  });

  it('answers 403 to an admin, who holds no company role', async () => {
    const sub = randomUUID();

    const response = await post(remoteHandsRequest(randomUUID()), tokenFor(sub, ['admin']));

    expect(response.status).toBe(403);
    await expectNothingStored(sub);
  });
});

describe('POST /service-requests storing', () => {
  it('stores a remote-hands request under the ticket number it was sent with', async () => {
    const user = companyUser();
    const request = remoteHandsRequest(user.location.id);

    const response = await post(request, user.token);

    expect(response.status).toBe(201);
    const stored = (await response.json()) as StoredServiceRequest;
    expect(stored).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      serviceTicketNumber: request.serviceTicketNumber,
    });
    const [row, ...others] = await storedFor(user.sub);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      id: stored.id,
      ticket_number: request.serviceTicketNumber,
      service_type: 'remote-hands',
      status: 'Submitted',
      company_id: user.companyId,
      location_id: user.location.id,
      job_description: request.jobDescription,
      preferred_time_range: '10:00 AM - 12:00 PM',
      live_video_required: 'yes',
      has_wifi: 'yes',
      additional_information: 'The office opens at 9.',
    });
  });

  it('asks the company service with the caller token and request id', async () => {
    const user = companyUser();

    const response = await post(remoteHandsRequest(user.location.id), user.token, {
      'x-request-id': 'req-service-request-7',
    });

    expect(response.status).toBe(201);
    expect(service.company.calls.map((call) => call.path).sort()).toEqual([
      '/companies/me',
      `/companies/me/locations/${user.location.id}`,
    ]);
    for (const call of service.company.calls) {
      expect(call.headers.authorization).toBe(`Bearer ${user.token}`);
      expect(call.headers['x-request-id']).toBe('req-service-request-7');
    }
  });

  it('stores a remote-eyes request without a time range', async () => {
    const user = companyUser();
    const request = remoteHandsRequest(user.location.id, {
      serviceType: 'remote-eyes',
      preferredTimeRange: '',
      liveVideoRequired: '',
      hasWifi: '',
    });

    const response = await post(request, user.token);

    expect(response.status).toBe(201);
    expect(await storedFor(user.sub)).toHaveLength(1);
  });

  it('stores answers to hidden follow-up questions empty', async () => {
    const user = companyUser();
    // Remote eyes asks neither a time range nor live video; restricted access 'no' hides the contact.
    const request = remoteHandsRequest(user.location.id, {
      serviceType: 'remote-eyes',
      restrictedAccess: 'no',
      contactPerson: 'Mary Alexie',
      phoneNumber: '9075550123',
      preferredTimeRange: '2:00 PM - 4:00 PM',
      liveVideoRequired: 'yes',
      hasWifi: 'no',
      wantProPackage: 'yes',
      hasOutlet: 'no',
      videoDuration: '1-2',
      connectionMethod: 'Starlink',
    });

    const response = await post(request, user.token);

    expect(response.status).toBe(201);
    const [row] = await storedFor(user.sub);
    expect(row).toMatchObject({
      service_type: 'remote-eyes',
      restricted_access: 'no',
      contact_person: '',
      phone_number: '',
      preferred_time_range: '',
      live_video_required: '',
      has_wifi: '',
      want_pro_package: '',
      has_outlet: '',
      video_duration: '',
      connection_method: '',
    });
  });

  it('keeps follow-up answers whose questions were shown', async () => {
    const user = companyUser();
    const request = remoteHandsRequest(user.location.id, {
      restrictedAccess: 'yes',
      contactPerson: 'Mary Alexie',
      phoneNumber: '9075550123',
      liveVideoRequired: 'yes',
      hasWifi: 'no',
      wantProPackage: 'yes',
      hasOutlet: 'no',
      videoDuration: 'greated-than-8',
      connectionMethod: 'Starlink',
    });

    const response = await post(request, user.token);

    expect(response.status).toBe(201);
    const [row] = await storedFor(user.sub);
    expect(row).toMatchObject({
      contact_person: 'Mary Alexie',
      phone_number: '9075550123',
      want_pro_package: 'yes',
      has_outlet: 'no',
      video_duration: 'greated-than-8',
      // Asked only when the Pro Package is declined.
      connection_method: '',
    });
  });

  it('puts exactly one service-request.submitted.v1 with the answers in the outbox', async () => {
    const user = companyUser('Yukon Delta Health');
    const request = remoteHandsRequest(user.location.id, { hasDocumentation: 'yes' });

    const response = await post(request, user.token, { 'x-request-id': 'req-event-1' });

    expect(response.status).toBe(201);
    const stored = (await response.json()) as StoredServiceRequest;
    const events = await eventsFor(user.sub);
    expect(events).toHaveLength(1);
    const envelope = events[0]?.envelope as {
      type: string;
      source: string;
      correlationId: string;
      data: unknown;
    };
    expect(envelope).toMatchObject({
      type: 'service-request.submitted.v1',
      source: 'service-request',
      correlationId: 'req-event-1',
    });
    const data = parseEvent('service-request.submitted.v1', envelope.data);
    expect(data).toEqual({
      requestId: stored.id,
      ticketNumber: request.serviceTicketNumber,
      serviceType: 'remote-hands',
      submittedAt: expect.any(String),
      submittedBy: {
        keycloakId: user.sub,
        fullName: 'Sam Kuskokwim',
        email: 'company@example.com',
      },
      company: { id: user.companyId, name: 'Yukon Delta Health' },
      location: {
        id: user.location.id,
        address: '100 Main Street',
        city: 'Bethel',
        state: 'Alaska',
        zipCode: '99559',
      },
      answers: { ...request, hasWifi: 'yes', hasDocumentation: 'yes' },
    });
    expect(data.answers.preferredDate).toBe(request.preferredDate);
    expect(data.answers.preferredTimeRange).toBe('10:00 AM - 12:00 PM');
  });

  it('keeps a ticket number another company holds on the same date', async () => {
    const [first, second] = [companyUser('Kuskokwim Clinic'), companyUser('Nome Freight')];
    const ticket = uniqueTicketNumber();

    const responses = await Promise.all(
      [first, second].map((user) =>
        post(remoteHandsRequest(user.location.id, { serviceTicketNumber: ticket }), user.token),
      ),
    );

    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    for (const [index, user] of [first, second].entries()) {
      const stored = (await responses[index]?.json()) as StoredServiceRequest;
      expect(stored.serviceTicketNumber).toBe(ticket);
      const rows = await storedFor(user.sub);
      expect(rows.map((row) => [row.company_id, row.ticket_number])).toEqual([
        [user.companyId, ticket],
      ]);
      const [event] = await eventsFor(user.sub);
      expect(parseEvent('service-request.submitted.v1', event?.envelope.data).ticketNumber).toBe(
        ticket,
      );
    }
  });

  it('replaces a number its own earlier, different request holds', async () => {
    const user = companyUser();
    const ticket = uniqueTicketNumber();
    await post(remoteHandsRequest(user.location.id, { serviceTicketNumber: ticket }), user.token);

    const response = await post(
      remoteHandsRequest(user.location.id, {
        serviceTicketNumber: ticket,
        jobDescription: 'Replace the failed switch in the clinic closet.',
      }),
      user.token,
    );

    expect(response.status).toBe(201);
    expect(((await response.json()) as StoredServiceRequest).serviceTicketNumber).not.toBe(ticket);
    expect(await storedFor(user.sub)).toHaveLength(2);
    expect(await eventsFor(user.sub)).toHaveLength(2);
  });

  it('answers a retry of the same request with the stored one and stores nothing new', async () => {
    const user = companyUser();
    const request = remoteHandsRequest(user.location.id);
    const first = await post(request, user.token);

    const retry = await post(request, user.token);

    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(await first.json());
    expect(await storedFor(user.sub)).toHaveLength(1);
    expect(await eventsFor(user.sub)).toHaveLength(1);
  });

  it('stores concurrent copies of one submission once', async () => {
    const user = companyUser();
    const request = remoteHandsRequest(user.location.id);

    const responses = await Promise.all(Array.from({ length: 5 }, () => post(request, user.token)));

    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as StoredServiceRequest[];
    expect(new Set(bodies.map((body) => body.serviceTicketNumber))).toEqual(
      new Set([request.serviceTicketNumber]),
    );
    expect(await storedFor(user.sub)).toHaveLength(1);
    expect(await eventsFor(user.sub)).toHaveLength(1);
  });

  it("gives each of one company's concurrent requests with one number its own number", async () => {
    const user = companyUser();
    const ticket = uniqueTicketNumber();
    const jobs = [
      'Reboot the modem.',
      'Replace the switch.',
      'Label the patch panel.',
      'Swap a UPS.',
    ];

    const responses = await Promise.all(
      jobs.map((job) =>
        post(
          remoteHandsRequest(user.location.id, {
            serviceTicketNumber: ticket,
            jobDescription: `${job} In the clinic.`,
          }),
          user.token,
        ),
      ),
    );

    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as StoredServiceRequest[];
    const numbers = bodies.map((body) => body.serviceTicketNumber);
    expect(new Set(numbers).size).toBe(4);
    expect(numbers).toContain(ticket);
  });

  describe('with every number of a date held by one company', () => {
    const date = '20300101';
    let holder: CompanyUser;

    beforeAll(async () => {
      holder = companyUser('Every Number Co');
      await service.testDb.db.raw(
        `insert into service_requests
           (ticket_number, service_type, submitted_by, company_id, location_id, job_description, preferred_date)
         select ? || '-' || suffix, 'remote-eyes', ?, ?, ?, 'A filler request.', '2030-01-02'
           from generate_series(1000, 9999) as suffix`,
        [date, holder.sub, holder.companyId, holder.location.id],
      );
    });

    it('answers that company 409 for one more', async () => {
      const response = await post(
        remoteHandsRequest(holder.location.id, { serviceTicketNumber: `${date}-4321` }),
        holder.token,
      );

      expect(response.status).toBe(409);
      expect((await problemOf(response)).code).toBe('ticket_numbers_exhausted');
      expect(await storedFor(holder.sub)).toHaveLength(9000);
    });

    it("stores another company's request under the number it was sent with", async () => {
      const other = companyUser();

      const response = await post(
        remoteHandsRequest(other.location.id, { serviceTicketNumber: `${date}-4321` }),
        other.token,
      );

      expect(response.status).toBe(201);
      expect(((await response.json()) as StoredServiceRequest).serviceTicketNumber).toBe(
        `${date}-4321`,
      );
      expect(await storedFor(other.sub)).toHaveLength(1);
    });
  });
});

describe('POST /service-requests validation', () => {
  async function expectFieldError(
    overrides: Record<string, string>,
    field: string,
    message: string,
  ) {
    const user = companyUser();
    const response = await post(remoteHandsRequest(user.location.id, overrides), user.token);

    expect(response.status).toBe(400);
    const problem = await problemOf(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors).toContainEqual({ field, message });
    await expectNothingStored(user.sub);
  }

  it('rejects a job description shorter than 10 characters', async () => {
    await expectFieldError(
      { jobDescription: 'Too short' },
      'jobDescription',
      'Job description must be at least 10 characters',
    );
  });

  it('rejects a request without a location', async () => {
    await expectFieldError({ location: '' }, 'location', 'Please select a location');
  });

  it('rejects a preferred date in the past', async () => {
    await expectFieldError(
      { preferredDate: dayFromToday(-1) },
      'preferredDate',
      m.preferredDateInPast,
    );
  });

  it('rejects a remote-hands request without a preferred time range', async () => {
    await expectFieldError(
      { preferredTimeRange: '' },
      'preferredTimeRange',
      'Please select a preferred time range',
    );
  });

  it('rejects restricted access without a contact person and phone number', async () => {
    const user = companyUser();
    const response = await post(
      remoteHandsRequest(user.location.id, {
        restrictedAccess: 'yes',
        contactPerson: '',
        phoneNumber: '',
      }),
      user.token,
    );

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual(
      expect.arrayContaining([
        { field: 'contactPerson', message: m.contactPersonRequired },
        { field: 'phoneNumber', message: m.phoneNumberRequired },
      ]),
    );
    await expectNothingStored(user.sub);
  });

  it('rejects an unknown service type', async () => {
    await expectFieldError({ serviceType: 'remote-feet' }, 'serviceType', m.invalidServiceType);
  });

  it("rejects the original client's 'false' for a yes/no answer", async () => {
    await expectFieldError({ liveVideoRequired: 'false' }, 'liveVideoRequired', m.yesNoAnswer);
  });

  it('rejects a malformed ticket number', async () => {
    await expectFieldError(
      { serviceTicketNumber: '20250230-1234' },
      'serviceTicketNumber',
      m.invalidTicketNumber,
    );
  });

  it('rejects unknown fields, one error per field', async () => {
    const user = companyUser();
    const response = await post(
      { ...remoteHandsRequest(user.location.id), status: 'Completed', submittedBy: 'someone' },
      user.token,
    );

    expect(response.status).toBe(400);
    const fields = (await problemOf(response)).errors?.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['status', 'submittedBy']));
    await expectNothingStored(user.sub);
  });

  it('rejects an oversized body with 413', async () => {
    const user = companyUser();
    const response = await post(
      remoteHandsRequest(user.location.id, { additionalInformation: 'x'.repeat(200_000) }),
      user.token,
    );

    expect(response.status).toBe(413);
    expect((await problemOf(response)).code).toBe('payload_too_large');
    await expectNothingStored(user.sub);
  });

  it('rejects a text longer than its bound', async () => {
    await expectFieldError(
      { additionalInformation: 'x'.repeat(5_001) },
      'additionalInformation',
      messages.common.tooLong(5_000),
    );
  });

  it('rejects malformed JSON', async () => {
    const user = companyUser();
    const response = await post('{"serviceType": ', user.token);

    expect(response.status).toBe(400);
    expect((await problemOf(response)).code).toBe('invalid_json');
    await expectNothingStored(user.sub);
  });
});

describe('POST /service-requests location ownership', () => {
  it("answers another company's location with the location field error", async () => {
    const user = companyUser();
    const other = companyUser('Other Co');

    const response = await post(remoteHandsRequest(other.location.id), user.token);

    expect(response.status).toBe(400);
    const problem = await problemOf(response);
    expect(problem.errors).toEqual([{ field: 'location', message: 'Please select a location' }]);
    expect(JSON.stringify(problem)).not.toContain('Other Co');
    await expectNothingStored(user.sub);
  });

  it('answers an unknown location id with the location field error', async () => {
    const user = companyUser();

    const response = await post(remoteHandsRequest(randomUUID()), user.token);

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'location', message: m.locationRequired },
    ]);
    await expectNothingStored(user.sub);
  });

  it('answers a location that is no id without asking the company service', async () => {
    const user = companyUser();

    const response = await post(remoteHandsRequest('..'), user.token);

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'location', message: m.locationRequired },
    ]);
    expect(service.company.calls.map((call) => call.path)).not.toContain(
      '/companies/me/locations/..',
    );
    await expectNothingStored(user.sub);
  });

  it('answers a caller without a company with the location field error', async () => {
    const sub = randomUUID();

    const response = await post(remoteHandsRequest(randomUUID()), tokenFor(sub));

    expect(response.status).toBe(400);
    await expectNothingStored(sub);
  });

  it('answers 502 and stores nothing when the company service fails', async () => {
    const user = companyUser();
    service.company.failNext(500);

    const response = await post(remoteHandsRequest(user.location.id), user.token);

    expect(response.status).toBe(502);
    expect((await problemOf(response)).code).toBe('upstream_failed');
    await expectNothingStored(user.sub);
  });

  it('answers 401 when the company service rejects the token', async () => {
    const user = companyUser();
    service.company.failNext(401);

    const response = await post(remoteHandsRequest(user.location.id), user.token);

    expect(response.status).toBe(401);
    await expectNothingStored(user.sub);
  });

  it('refuses an account without an e-mail address', async () => {
    const user = companyUser();
    const token = tokenFor(user.sub, ['company'], { email: undefined });

    const response = await post(remoteHandsRequest(user.location.id), token);

    expect(response.status).toBe(403);
    await expectNothingStored(user.sub);
  });
});

describe('GET /service-requests', () => {
  it("lists the caller's own requests newest first", async () => {
    const user = companyUser();
    const other = companyUser();
    const sent = [];
    for (const serviceType of ['remote-hands', 'custom-request', 'remote-eyes']) {
      const request = remoteHandsRequest(user.location.id, {
        serviceType,
        preferredTimeRange: serviceType === 'remote-eyes' ? '' : 'Anytime',
      });
      expect((await post(request, user.token)).status).toBe(201);
      sent.push(request);
    }
    await post(remoteHandsRequest(other.location.id), other.token);

    const response = await list(user.token);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = (await response.json()) as ServiceRequestSummaries;
    expect(page.nextCursor).toBeNull();
    expect(page.items).toEqual(
      sent.reverse().map((request) => ({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        serviceTicketNumber: request.serviceTicketNumber,
        serviceType: request.serviceType,
        preferredDate: request.preferredDate,
        // A custom request waits for its quote before it is sent to technicians.
        status: request.serviceType === 'custom-request' ? 'Quote needed' : 'Submitted',
        createdAt: expect.any(String),
        jobDescription: request.jobDescription,
        locationAddress: '100 Main Street, Bethel, Alaska 99559',
      })),
    );
  });

  it("never shows one company another company's requests", async () => {
    const a = companyUser('Company A');
    const b = companyUser('Company B');
    const request = remoteHandsRequest(a.location.id);
    await post(request, a.token);

    const seenByB = (await (await list(b.token)).json()) as ServiceRequestSummaries;
    const seenByA = (await (await list(a.token)).json()) as ServiceRequestSummaries;

    expect(seenByB.items).toEqual([]);
    expect(seenByA.items.map((summary) => summary.serviceTicketNumber)).toEqual([
      request.serviceTicketNumber,
    ]);
  });

  it('answers 401 without a token and 403 to a technician', async () => {
    const anonymous = await list();
    const technician = await list(tokenFor(randomUUID(), ['technician']));

    expect(anonymous.status).toBe(401);
    expect(technician.status).toBe(403);
  });
});

describe('routes outside the API', () => {
  it('answers unknown paths with a 404 problem', async () => {
    const response = await fetch(`${service.url}/service-requests/${randomUUID()}/nope`);

    expect(response.status).toBe(404);
    expect((await problemOf(response)).code).toBe('not_found');
  });
});
