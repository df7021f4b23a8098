import { randomUUID } from 'node:crypto';
import {
  alaskaCommunityByName,
  type EventType,
  type Problem,
  type StoredServiceRequest,
} from '@rha/contracts';
import { createLogger, type Knex } from '@rha/kit';
import { userToken } from '@rha/kit/testing';
import { expect } from 'vitest';
import { createTechnicianApi } from '../../src/clients/technician.js';
import { runDispatchTick, type TickOutcome } from '../../src/dispatch/smart-dispatch.js';
import { remoteHandsRequest } from './requests.js';
import type { ServiceRequestService } from './service.js';
import { TEST_INTERNAL_API_TOKEN, type StubTechnician } from './technician-stub.js';

export interface CompanySide {
  sub: string;
  token: string;
  email: string;
  companyId: string;
  locationId: string;
}

export interface TechnicianSide extends StubTechnician {
  token: string;
}

/** Calls, people and clock shared by the dispatch tests of one service under test. */
export function dispatchHelpers(service: ServiceRequestService) {
  const adminToken = () => userToken(service.issuer, { roles: ['admin'], name: 'Ada Admin' });

  function call(method: string, path: string, token?: string, body?: unknown): Promise<Response> {
    return fetch(`${service.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** A company user whose one location is in `community`, at `address`. */
  function companyIn(community: string, address = '12 Front Street'): CompanySide {
    const known = alaskaCommunityByName(community);
    const sub = randomUUID();
    const email = `${sub}@example.com`;
    const registered = service.company.register(sub, `${community} Utilities`, [
      {
        address,
        city: known?.name ?? community,
        state: 'Alaska',
        zipCode: known?.zipCodes[0] ?? '99999',
      },
    ]);
    return {
      sub,
      email,
      token: userToken(service.issuer, { sub, roles: ['company'], name: 'Mary Alexie', email }),
      companyId: registered.company.id,
      locationId: registered.locations[0]!.id,
    };
  }

  async function submit(
    company: CompanySide,
    overrides: Parameters<typeof remoteHandsRequest>[1] = {},
  ): Promise<string> {
    const response = await call(
      'POST',
      '/service-requests',
      company.token,
      remoteHandsRequest(company.locationId, overrides),
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as StoredServiceRequest).id;
  }

  /** A technician the stub ranks for work in `covers`, with their own token. */
  function technicianFor(
    covers: string,
    rank: Parameters<ServiceRequestService['technician']['add']>[1] = 'lives_there',
  ): TechnicianSide {
    const technician = service.technician.add(covers, rank);
    return {
      ...technician,
      token: userToken(service.issuer, {
        sub: technician.id,
        roles: ['technician'],
        name: technician.fullName,
      }),
    };
  }

  /** A request in `community` offered by an admin to the technicians; answers the offers' ids. */
  async function offered(
    community: string,
    technicians: readonly TechnicianSide[],
  ): Promise<{ requestId: string; company: CompanySide; offerIds: Map<string, string> }> {
    const company = companyIn(community);
    const requestId = await submit(company);
    const response = await call(
      'POST',
      `/admin/service-requests/${requestId}/offers`,
      adminToken(),
      {
        technicianIds: technicians.map(({ id }) => id),
      },
    );
    expect(response.status).toBe(200);
    return { requestId, company, offerIds: await offerIdsOf(requestId) };
  }

  /** The id of each technician's offer of the request. */
  async function offerIdsOf(requestId: string): Promise<Map<string, string>> {
    const rows = (await service.testDb
      .db('offers')
      .where({ request_id: requestId })
      .select('id', 'technician_id')) as { id: string; technician_id: string }[];
    return new Map(rows.map((row) => [row.technician_id, row.id]));
  }

  function eventsOf(type: EventType, requestId: string) {
    return service.testDb
      .db('outbox')
      .where({ type })
      .whereRaw(`envelope->'data'->>'requestId' = ?`, [requestId])
      .orderBy('created_at')
      .then((rows: { envelope: { data: unknown } }[]) => rows.map((row) => row.envelope.data));
  }

  async function requestRow(id: string): Promise<Record<string, unknown>> {
    return (await service.testDb.db('service_requests').where({ id }).first()) as Record<
      string,
      unknown
    >;
  }

  function offerRows(requestId: string): Promise<Record<string, unknown>[]> {
    return service.testDb.db('offers').where({ request_id: requestId }).orderBy('offered_at');
  }

  const technicians = createTechnicianApi({
    baseUrl: service.technician.url,
    internalApiToken: TEST_INTERNAL_API_TOKEN,
  });
  const log = createLogger('service-request', 'silent');

  /** One smart-dispatch tick at `now`, as the ticker runs it; on the service's schema unless given. */
  function tick(now: Date, db: Knex = service.testDb.db): Promise<TickOutcome> {
    const correlationId = randomUUID();
    return runDispatchTick(
      {
        db,
        technicians: technicians.forCaller({ requestId: correlationId, log }),
        settings: service.dispatch,
        log,
        correlationId,
      },
      now,
    );
  }

  return {
    adminToken,
    call,
    companyIn,
    submit,
    technicianFor,
    offered,
    offerIdsOf,
    eventsOf,
    requestRow,
    offerRows,
    tick,
  };
}

/** An arrival `hours` from now, as a form sends it. */
export function etaIn(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

export async function problemOf(response: Response): Promise<Problem> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}
