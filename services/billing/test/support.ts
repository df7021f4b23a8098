import { randomUUID } from 'node:crypto';
import type { EventData, EventType, JobPay } from '@rha/contracts';
import {
  createEvent,
  createInProcessTransport,
  createLogger,
  type EventInput,
  type InProcessTransport,
} from '@rha/kit';
import { startAppUnderTest, userToken, type AppUnderTest, type TestIssuer } from '@rha/kit/testing';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { createApp } from '../src/app.js';
import { migrations } from '../src/db/migrations/index.js';
import { startEventConsumer } from '../src/events/index.js';
import { invoiceAndRecordProvider } from '../src/providers/invoice-and-record.js';
import type { PaymentProvider } from '../src/providers/index.js';

export type BillingService = AppUnderTest;

/** The web origin the test service sends people back to. */
export const TEST_WEB_URL = 'https://app.remote-hands.test';

/**
 * The billing app on a random port, on a fresh schema, trusting a test issuer; invoice-and-record
 * unless the test names another provider.
 */
export function startBillingService(
  prefix: string,
  provider: PaymentProvider = invoiceAndRecordProvider(),
): Promise<BillingService> {
  return startAppUnderTest({
    name: 'billing',
    prefix,
    migrations,
    createApp: (deps) => createApp({ ...deps, provider, publicWebUrl: TEST_WEB_URL }),
  });
}

export function companyToken(issuer: TestIssuer, sub: string): string {
  return userToken(issuer, { sub, roles: ['company'], name: 'Sam Kuskokwim' });
}

export function adminToken(issuer: TestIssuer): string {
  return userToken(issuer, { sub: 'admin-alma', roles: ['admin'], name: 'Alma Admin' });
}

export function technicianToken(issuer: TestIssuer, technicianId: string): string {
  return userToken(issuer, { sub: technicianId, roles: ['technician'], name: 'Tess Tanana' });
}

export interface Call {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call(baseUrl: string, path: string, options: Call = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl}${path}`, { method: options.method ?? 'GET', headers, body });
}

export interface TestConsumer {
  transport: InProcessTransport;
  /** Publishes an event (twice when `redelivered`) and waits until it is handled. */
  deliver<T extends EventType>(
    type: T,
    data: EventInput<T>,
    options?: { redelivered?: boolean },
  ): Promise<void>;
  stop(): Promise<void>;
}

/** The service's own consumer on an in-process transport, over the test schema. */
export async function startTestConsumer(db: Knex): Promise<TestConsumer> {
  const transport = createInProcessTransport();
  const consumption = await startEventConsumer({
    db,
    transport,
    logger: createLogger('billing-test', 'silent'),
    maxAttempts: 2,
    retryDelayMs: 20,
  });
  return {
    transport,
    async deliver(type, data, { redelivered = false } = {}) {
      const event = createEvent(type, data, {
        source: 'service-request',
        correlationId: randomUUID(),
      });
      await transport.publish(event);
      if (redelivered) await transport.publish(event);
      await expect
        .poll(async () => db('inbox').where({ event_id: event.id }).first(), { timeout: 5_000 })
        .toBeDefined();
    },
    async stop() {
      await consumption.stop();
      await transport.close();
    },
  };
}

let ticket = 1000;

export interface TestJob {
  requestId: string;
  ticketNumber: string;
  companyId: string;
  companyKeycloakId: string;
  technicianId: string;
}

export function newJob(owner: { companyId?: string; companyKeycloakId?: string } = {}): TestJob {
  ticket += 1;
  return {
    requestId: randomUUID(),
    ticketNumber: `20261129-${ticket}`,
    companyId: owner.companyId ?? randomUUID(),
    companyKeycloakId: owner.companyKeycloakId ?? `company-${randomUUID()}`,
    technicianId: randomUUID(),
  };
}

export function submitted(
  job: TestJob,
  answers: { serviceType?: 'remote-hands' | 'remote-eyes' | 'custom-request'; pro?: boolean } = {},
): EventData<'service-request.submitted.v1'> {
  const serviceType = answers.serviceType ?? 'remote-hands';
  return {
    requestId: job.requestId,
    ticketNumber: job.ticketNumber,
    serviceType,
    submittedAt: '2026-11-20T18:00:00.000Z',
    submittedBy: {
      keycloakId: job.companyKeycloakId,
      fullName: 'Sam Kuskokwim',
      email: 'sam@example.com',
    },
    company: { id: job.companyId, name: 'Kuskokwim Clinic' },
    location: {
      id: randomUUID(),
      address: '100 Main St',
      city: 'Bethel',
      state: 'Alaska',
      zipCode: '99559',
    },
    answers: {
      serviceTicketNumber: job.ticketNumber,
      serviceType,
      jobDescription: 'The satellite modem needs a power cycle.',
      location: randomUUID(),
      restrictedAccess: '',
      keysNeeded: '',
      preferredDate: '2026-12-01',
      preferredTimeRange: '',
      liveVideoRequired: answers.pro ? 'yes' : '',
      hasWifi: answers.pro ? 'no' : '',
      wantProPackage: answers.pro ? 'yes' : '',
      hasOutlet: answers.pro ? 'yes' : '',
      connectionMethod: '',
      videoDuration: '',
      hasDocumentation: '',
      contactPerson: '',
      phoneNumber: '',
      additionalInformation: '',
    },
  };
}

export function checkedIn(job: TestJob, at: string): EventData<'service-request.checked-in.v1'> {
  return {
    requestId: job.requestId,
    ticketNumber: job.ticketNumber,
    companyId: job.companyId,
    companyEmail: '',
    technicianFirstName: 'Tess',
    capturedAt: at,
    checkedInAt: at,
  };
}

export function workDone(job: TestJob, at: string): EventData<'service-request.work-done.v1'> {
  return {
    requestId: job.requestId,
    ticketNumber: job.ticketNumber,
    companyId: job.companyId,
    companyEmail: '',
    technicianFirstName: 'Tess',
    workSummary: 'Power cycled the modem.',
    autoApproveAt: '2026-12-04T18:00:00.000Z',
    workDoneAt: at,
  };
}

export function completed(
  job: TestJob,
  at = '2026-12-02T18:00:00.000Z',
): EventData<'service-request.completed.v1'> {
  return {
    requestId: job.requestId,
    ticketNumber: job.ticketNumber,
    serviceType: 'remote-hands',
    companyId: job.companyId,
    technicianId: job.technicianId,
    approvedBy: 'company',
    warrantyUntil: null,
    completedAt: at,
  };
}

export function reopened(job: TestJob): EventData<'service-request.reopened.v1'> {
  return {
    requestId: job.requestId,
    ticketNumber: job.ticketNumber,
    technicianId: job.technicianId,
    reason: 'The modem dropped again.',
    reopenedAt: '2026-12-05T18:00:00.000Z',
  };
}

/** The job taken by its technician, for `pay` when the acceptance carried one. */
export function accepted(job: TestJob, pay?: JobPay): EventData<'service-request.accepted.v1'> {
  return {
    requestId: job.requestId,
    ticketNumber: job.ticketNumber,
    serviceType: 'remote-hands',
    community: 'Bethel',
    companyId: job.companyId,
    companyEmail: '',
    technician: {
      id: job.technicianId,
      fullName: 'Tess Tanana',
      firstName: 'Tess',
      community: 'Bethel',
      email: 'tess@example.com',
    },
    eta: '2026-12-01T17:00:00.000Z',
    acceptedBy: 'technician',
    ...(pay && { pay }),
    acceptedAt: '2026-11-30T18:00:00.000Z',
  };
}
