import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ServiceRequestDetails } from '../../src/lifecycle/request-details.presenter.js';
import { dispatchHelpers, etaIn, type TechnicianSide } from './dispatch.js';
import { startServiceRequestService, type ServiceRequestService } from './service.js';

type Helpers = ReturnType<typeof dispatchHelpers>;

/** A device time `hours` ago, as a phone sends it. */
export function hoursAgo(hours: number): string {
  return new Date(Date.now() - hours * 3_600_000).toISOString();
}

/** The calls and the steps of on-site work, for the tests of one service under test. */
export function onSiteHelpers(helpers: Helpers) {
  const jobPath = (requestId: string, move: string) => `/technicians/me/jobs/${requestId}/${move}`;

  const checkIn = (technician: TechnicianSide, requestId: string, body: unknown = {}) =>
    helpers.call('POST', jobPath(requestId, 'check-in'), technician.token, {
      capturedAt: hoursAgo(0),
      ...(body as object),
    });
  const addLog = (technician: TechnicianSide, requestId: string, body: unknown = {}) =>
    helpers.call('POST', jobPath(requestId, 'log'), technician.token, {
      clientId: randomUUID(),
      capturedAt: hoursAgo(0),
      text: 'Found the modem unplugged.',
      ...(body as object),
    });
  const checkOut = (technician: TechnicianSide, requestId: string, body: unknown = {}) =>
    helpers.call('POST', jobPath(requestId, 'check-out'), technician.token, {
      capturedAt: hoursAgo(0),
      workSummary: 'Power-cycled the modem; the link is back.',
      ...(body as object),
    });
  const approve = (token: string, requestId: string) =>
    helpers.call('POST', `/service-requests/${requestId}/approve`, token);
  const sendBack = (token: string, requestId: string, body: unknown) =>
    helpers.call('POST', `/service-requests/${requestId}/send-back`, token, body);
  const reopen = (token: string, requestId: string, body: unknown) =>
    helpers.call('POST', `/service-requests/${requestId}/reopen`, token, body);

  /** A request its technician accepted. */
  async function acceptedJob(community: string) {
    const technician = helpers.technicianFor(community);
    const offered = await helpers.offered(community, [technician]);
    const response = await helpers.call(
      'POST',
      `/technicians/me/offers/${offered.offerIds.get(technician.id)}/accept`,
      technician.token,
      { eta: etaIn(24) },
    );
    expect(response.status).toBe(200);
    return { ...offered, technician };
  }

  /** Checked in hours ago, so that the tests may log work written offline since. */
  async function onSiteJob(community: string) {
    const job = await acceptedJob(community);
    const checkedIn = await checkIn(job.technician, job.requestId, { capturedAt: hoursAgo(6) });
    expect(checkedIn.status).toBe(200);
    return job;
  }

  async function workDoneJob(community: string) {
    const job = await onSiteJob(community);
    expect((await checkOut(job.technician, job.requestId)).status).toBe(200);
    return job;
  }

  async function completedJob(community: string) {
    const job = await workDoneJob(community);
    expect((await approve(job.company.token, job.requestId)).status).toBe(200);
    return job;
  }

  async function detailsOf(requestId: string, token: string): Promise<ServiceRequestDetails> {
    const response = await helpers.call('GET', `/service-requests/${requestId}`, token);
    expect(response.status).toBe(200);
    return (await response.json()) as ServiceRequestDetails;
  }

  return {
    checkIn,
    addLog,
    checkOut,
    approve,
    sendBack,
    reopen,
    acceptedJob,
    onSiteJob,
    workDoneJob,
    completedJob,
    detailsOf,
  };
}

interface OnSiteTestbed {
  service: ServiceRequestService;
  helpers: Helpers;
  onSite: ReturnType<typeof onSiteHelpers>;
}

/**
 * The service of one test file, in its own schema, with its dispatch and on-site helpers: started
 * before the file's tests and stopped after them. Each is read through when used, since none
 * exists before the start.
 */
export function useOnSiteService(schema: string): OnSiteTestbed {
  let started: OnSiteTestbed | undefined;
  beforeAll(async () => {
    const service = await startServiceRequestService(schema);
    const helpers = dispatchHelpers(service);
    started = { service, helpers, onSite: onSiteHelpers(helpers) };
  });
  afterAll(async () => {
    await started?.service.stop();
  });
  const readThrough = <K extends keyof OnSiteTestbed>(key: K): OnSiteTestbed[K] =>
    new Proxy({} as OnSiteTestbed[K], {
      get(_, property) {
        if (!started) throw new Error('the service under test has not started');
        const target = started[key];
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return {
    service: readThrough('service'),
    helpers: readThrough('helpers'),
    onSite: readThrough('onSite'),
  };
}
