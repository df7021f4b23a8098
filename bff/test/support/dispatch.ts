import { RATE_CARD, type Problem } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/bff';
import { startTestIssuer, userToken, type TestIssuer } from '@rha/kit/testing';
import type { RunningService } from '@rha/kit';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startBff } from './bff.js';
import { api } from './stack.js';
import {
  startServiceRequestStandIn,
  type ServiceRequestStandIn,
} from './service-request-stand-in.js';

type Schemas = components['schemas'];

/** A bff whose service-request service is a stand-in recording what the bff sends. */
export interface DispatchRelay {
  issuer: TestIssuer;
  serviceRequest: ServiceRequestStandIn;
  bff: RunningService;
  token(role: 'company' | 'technician' | 'admin'): string;
  stop(): Promise<void>;
}

export async function startDispatchRelay(): Promise<DispatchRelay> {
  const issuer = await startTestIssuer();
  const serviceRequest = await startServiceRequestStandIn();
  const bff = await startBff({
    KEYCLOAK_URL: new URL(issuer.issuer).origin,
    SERVICE_REQUEST_URL: serviceRequest.url,
  });
  return {
    issuer,
    serviceRequest,
    bff,
    token: (role) => userToken(issuer, { roles: [role], name: 'Nora Nome' }),
    async stop() {
      await bff.stop();
      await serviceRequest.close();
      await issuer.close();
    },
  };
}

/**
 * The relay of one test file: started before its tests, what the stand-in heard forgotten before
 * each test, stopped after them all. Its fields are read through at call time.
 */
export function useDispatchRelay(): DispatchRelay {
  let started: DispatchRelay | undefined;
  beforeAll(async () => {
    started = await startDispatchRelay();
  });
  beforeEach(() => {
    if (started) started.serviceRequest.calls.length = 0;
  });
  afterAll(() => started?.stop());
  const current = (): DispatchRelay => {
    if (!started) throw new Error('the dispatch relay has not started');
    return started;
  };
  return {
    get issuer() {
      return current().issuer;
    },
    get serviceRequest() {
      return current().serviceRequest;
    },
    get bff() {
      return current().bff;
    },
    token: (role) => current().token(role),
    stop: () => current().stop(),
  };
}

/** One call through the bff and what the service-request stand-in should hear and answer. */
export interface RelayCase {
  role: 'company' | 'technician' | 'admin';
  method: string;
  path: string;
  servicePath: string;
  body?: unknown;
  /** What the service should receive; the body as sent when absent. */
  relayed?: unknown;
  status: number;
  /** The service's answer, which the bff must pass on unchanged; none for an empty one. */
  answer?: unknown;
}

/**
 * Sends one request through the bff as `role` and checks the stand-in heard exactly it, with the
 * caller's token and request id, and that its answer came back as it was.
 */
export async function expectRelayed(relay: DispatchRelay, relayCase: RelayCase): Promise<void> {
  relay.serviceRequest.calls.length = 0;
  const token = relay.token(relayCase.role);
  relay.serviceRequest.answerNext(relayCase.status, relayCase.answer);

  const response = await api(relay.bff.url, relayCase.path, {
    method: relayCase.method,
    token,
    body: relayCase.body,
  });

  expect(response.status).toBe(relayCase.status);
  if (relayCase.answer === undefined) expect(await response.text()).toBe('');
  else expect(await response.json()).toEqual(relayCase.answer);
  expect(relay.serviceRequest.calls).toHaveLength(1);
  const [call] = relay.serviceRequest.calls;
  expect(call).toMatchObject({ method: relayCase.method, path: relayCase.servicePath });
  expect(call?.body).toEqual('relayed' in relayCase ? relayCase.relayed : relayCase.body);
  expect(call?.headers.authorization).toBe(`Bearer ${token}`);
  expect(call?.headers['x-request-id']).toBe(response.headers.get('x-request-id'));
}

/** A problem as the service-request service writes one. */
export function problem(
  status: number,
  code: string,
  detail: string,
  errors?: { field: string; message: string }[],
): Problem {
  return {
    type: 'about:blank',
    title: code,
    status,
    code,
    detail,
    ...(errors ? { errors } : {}),
  };
}

/** An hour-precise arrival two days ahead: accepted by the ETA rules whenever the test runs. */
export function futureEta(): string {
  const at = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
}

export const requestId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const offerId = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
export const technicianId = '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9';

/** The answers below are typed as bff.yaml documents them: a drift in the YAML breaks the build. */
export const offerAnswer: Schemas['DispatchOffer'] = {
  id: offerId,
  technician: { id: technicianId, fullName: 'Nora Nome', community: 'Nome' },
  source: 'admin',
  status: 'offered',
  reason: '',
  offeredAt: '2027-06-01T18:00:00.000Z',
  expiresAt: '2027-06-02T18:00:00.000Z',
  respondedAt: null,
  pay: RATE_CARD['remote-eyes'],
};

export const queueEntryAnswer: Schemas['DispatchQueueEntry'] = {
  id: requestId,
  serviceTicketNumber: '20270601-1234',
  serviceType: 'remote-eyes',
  status: 'Dispatching',
  companyName: 'Teller Clinic',
  community: 'Teller',
  region: 'Nome Census Area',
  preferredDate: '2027-06-14',
  preferredTimeRange: '',
  createdAt: '2027-06-01T17:00:00.000Z',
  smartDispatch: true,
  wave: 'community',
  nextWaveAt: '2027-06-01T21:00:00.000Z',
  flaggedAt: null,
  pay: RATE_CARD['remote-eyes'],
  paySetByAdmin: false,
  counterOffers: [],
  offers: [offerAnswer],
  quote: null,
};

export const queueAnswer: Schemas['DispatchQueue'] = {
  items: [queueEntryAnswer, { ...queueEntryAnswer, community: null, region: null, offers: [] }],
  nextCursor: 'eyJvIjoib2xkZXN0In0',
};

export const emptyReport: Schemas['JobReport'] = {
  checkIn: null,
  checkOut: null,
  log: [],
  photos: [],
  recordings: [],
  completedAt: null,
  autoApproveAt: null,
  warrantyUntil: null,
  ratings: null,
};

export const logEntryAnswer: Schemas['ServiceLogEntry'] = {
  id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  text: 'Replaced the fuel filter.',
  capturedAt: '2027-06-14T19:05:00.000Z',
  receivedAt: '2027-06-14T22:40:00.000Z',
};

/** A job checked in (the location shared) with one log entry, then checked out. */
export const workDoneReport: Schemas['JobReport'] = {
  checkIn: {
    capturedAt: '2027-06-14T18:30:00.000Z',
    receivedAt: '2027-06-14T18:31:00.000Z',
    location: { latitude: 65.26, longitude: -166.36, accuracyMeters: 12 },
  },
  checkOut: {
    capturedAt: '2027-06-14T20:00:00.000Z',
    receivedAt: '2027-06-14T22:40:00.000Z',
    workSummary: 'The generator runs again.',
  },
  log: [logEntryAnswer],
  photos: [],
  recordings: [],
  completedAt: null,
  autoApproveAt: '2027-06-17T22:40:00.000Z',
  warrantyUntil: null,
  ratings: null,
};

export const inProgressAnswer: Schemas['InProgressRequests'] = {
  requests: [
    {
      id: requestId,
      serviceTicketNumber: '20270601-1234',
      serviceType: 'remote-eyes',
      status: 'On hold',
      companyName: 'Teller Clinic',
      community: 'Teller',
      preferredDate: '2027-06-14',
      technician: { id: technicianId, fullName: 'Nora Nome', community: 'Nome' },
      eta: '2027-06-15T18:00:00.000Z',
      holdReason: 'Freezing fog grounded the flights.',
    },
  ],
};

export function detailsAnswer(eta: string): Schemas['ServiceRequestDetails'] {
  return {
    id: requestId,
    serviceTicketNumber: '20270601-1234',
    serviceType: 'remote-eyes',
    preferredDate: '2027-06-14',
    status: 'Accepted',
    createdAt: '2027-06-01T17:00:00.000Z',
    community: 'Nome',
    answers: {
      serviceTicketNumber: '20270601-1234',
      serviceType: 'remote-eyes',
      jobDescription: 'Look at the generator after the storm.',
      location: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      restrictedAccess: 'no',
      keysNeeded: '',
      preferredDate: '2027-06-14',
      preferredTimeRange: '',
      liveVideoRequired: 'no',
      hasWifi: '',
      wantProPackage: '',
      hasOutlet: '',
      connectionMethod: '',
      videoDuration: '',
      hasDocumentation: 'no',
      contactPerson: '',
      phoneNumber: '',
      additionalInformation: '',
    },
    timeline: [
      {
        id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
        from: 'Dispatching',
        to: 'Accepted',
        note: '',
        by: { role: 'technician', name: 'Nora Nome' },
        at: '2027-06-01T19:00:00.000Z',
      },
    ],
    assignedTechnician: { firstName: 'Nora', community: 'Nome' },
    eta,
    report: emptyReport,
    quote: null,
  };
}

export function jobAnswer(eta: string | null): Schemas['TechnicianJob'] {
  return {
    requestId,
    serviceTicketNumber: '20270601-1234',
    serviceType: 'remote-eyes',
    status: eta === null ? 'Dispatching' : 'Accepted',
    companyName: 'Teller Clinic',
    community: 'Teller',
    preferredDate: '2027-06-14',
    preferredTimeRange: '',
    jobDescription: 'Look at the generator after the storm.',
    answers: {
      restrictedAccess: 'no',
      keysNeeded: '',
      liveVideoRequired: 'no',
      hasWifi: '',
      hasOutlet: '',
      connectionMethod: '',
      videoDuration: '',
      hasDocumentation: 'no',
      additionalInformation: '',
    },
    offer:
      eta === null ? { id: offerId, expiresAt: '2027-06-02T18:00:00.000Z', counter: null } : null,
    pay: RATE_CARD['remote-eyes'],
    site:
      eta === null
        ? null
        : { address: '1 Front Street, Teller, AK 99778', contactPerson: '', phoneNumber: '' },
    eta,
    report: eta === null ? null : emptyReport,
    reasons: [],
  };
}

export const jobsAnswer: Schemas['TechnicianJobs'] = {
  items: [jobAnswer('2027-06-14T18:00:00.000Z')],
  nextCursor: null,
};

export const offersAnswer: Schemas['TechnicianOffers'] = {
  items: [jobAnswer(null)],
  nextCursor: 'eyJvIjoib2xkZXN0In0',
};
