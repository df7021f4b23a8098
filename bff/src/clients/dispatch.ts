import {
  createServiceRequestClient,
  type DirectAssignment,
  type DispatchOffers,
  type DispatchQueue,
  type DispatchQueueEntry,
  type HeldJobDecided,
  type HeldJobDecisionBody,
  type HeldJobs,
  type InProgressRequests,
  type SmartDispatchSetting,
  type WeatherHold,
} from '@rha/contracts';
import { serviceCalls, type Caller } from '@rha/kit';
import type { ServiceRequestDetails } from './service-request.js';

/**
 * The service-request service's dispatch side: the admin's queue and moves, and the technician's
 * offers and jobs. The service checks role, ownership and status for each; its refusals (field
 * errors, 403, 404, 409 with their messages) reach the browser as they are.
 */
export interface DispatchApi {
  /** The requests waiting for a technician, oldest first (an admin's call). */
  queue(caller: Caller): Promise<DispatchQueue>;
  /** The requests a technician holds (Accepted or On hold), for the admin to follow. */
  inProgress(caller: Caller): Promise<InProgressRequests>;
  /** Offers the request to the technicians named; the request's queue entry afterwards. */
  offer(caller: Caller, id: string, offers: DispatchOffers): Promise<DispatchQueueEntry>;
  /** Assigns the request to one technician, as if they had accepted. */
  assign(caller: Caller, id: string, assignment: DirectAssignment): Promise<ServiceRequestDetails>;
  setSmartDispatch(
    caller: Caller,
    id: string,
    setting: SmartDispatchSetting,
  ): Promise<DispatchQueueEntry>;
  /** An admin's hold of an accepted request. */
  hold(caller: Caller, id: string, hold: WeatherHold): Promise<ServiceRequestDetails>;
  resume(caller: Caller, id: string): Promise<ServiceRequestDetails>;
  /** Jobs of suspended or rejected technicians waiting for a decision; one technician's if named. */
  heldJobs(caller: Caller, technicianId?: string): Promise<HeldJobs>;
  /** Reassigns a held job or lets its technician finish it. */
  decideHeldJob(
    caller: Caller,
    requestId: string,
    decision: HeldJobDecisionBody,
  ): Promise<HeldJobDecided>;
}

export function createDispatchApi(options: { baseUrl: string; fetch?: typeof fetch }): DispatchApi {
  const client = createServiceRequestClient(options);
  const serviceRequests = serviceCalls({
    service: 'service-request',
    timeoutMs: 10_000,
    relay: [400, 401, 403, 404, 409],
  });
  const request = (id: string) => ({ params: { path: { id } } });
  const job = (requestId: string) => ({ params: { path: { requestId } } });

  return {
    queue: (caller) =>
      serviceRequests.call(caller, 'GET /admin/dispatch/queue', (init) =>
        client.GET('/admin/dispatch/queue', init),
      ),

    inProgress: (caller) =>
      serviceRequests.call(caller, 'GET /admin/dispatch/in-progress', (init) =>
        client.GET('/admin/dispatch/in-progress', init),
      ),

    heldJobs: (caller, technicianId) =>
      serviceRequests.call(caller, 'GET /admin/held-jobs', (init) =>
        client.GET('/admin/held-jobs', {
          ...init,
          params: { query: technicianId === undefined ? {} : { technicianId } },
        }),
      ),

    decideHeldJob: (caller, requestId, decision) =>
      serviceRequests.call(caller, 'POST /admin/held-jobs/{requestId}/decision', (init) =>
        client.POST('/admin/held-jobs/{requestId}/decision', {
          ...init,
          ...job(requestId),
          body: decision,
        }),
      ),

    offer: (caller, id, offers) =>
      serviceRequests.call(caller, 'POST /admin/service-requests/{id}/offers', (init) =>
        client.POST('/admin/service-requests/{id}/offers', {
          ...init,
          ...request(id),
          body: offers,
        }),
      ),

    assign: (caller, id, assignment) =>
      serviceRequests.call(caller, 'POST /admin/service-requests/{id}/assign', (init) =>
        client.POST('/admin/service-requests/{id}/assign', {
          ...init,
          ...request(id),
          body: assignment,
        }),
      ),

    setSmartDispatch: (caller, id, setting) =>
      serviceRequests.call(caller, 'PUT /admin/service-requests/{id}/smart-dispatch', (init) =>
        client.PUT('/admin/service-requests/{id}/smart-dispatch', {
          ...init,
          ...request(id),
          body: setting,
        }),
      ),

    hold: (caller, id, hold) =>
      serviceRequests.call(caller, 'POST /admin/service-requests/{id}/hold', (init) =>
        client.POST('/admin/service-requests/{id}/hold', { ...init, ...request(id), body: hold }),
      ),

    resume: (caller, id) =>
      serviceRequests.call(caller, 'POST /admin/service-requests/{id}/resume', (init) =>
        client.POST('/admin/service-requests/{id}/resume', { ...init, ...request(id) }),
      ),
  };
}
