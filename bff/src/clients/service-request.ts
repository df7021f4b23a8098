import {
  createServiceRequestClient,
  type AttentionShape,
  type ServiceRequest,
  type StoredServiceRequest,
} from '@rha/contracts';
import type { components } from '@rha/contracts/generated/service-request';
import { serviceCalls, type Caller } from '@rha/kit';

export type AdminCompanyRequests = components['schemas']['AdminCompanyRequests'];
export type ServiceRequestDetails = components['schemas']['ServiceRequestDetails'];

export interface SubmittedServiceRequest {
  /** False when the service recognised a retry of a request it had already stored. */
  created: boolean;
  request: StoredServiceRequest;
}

export interface ServiceRequestApi {
  /** Stores the caller's request; the service's field errors (e.g. a foreign location) come back as they are. */
  submit(caller: Caller, answers: ServiceRequest): Promise<SubmittedServiceRequest>;
  /** How many requests each company has submitted (an admin's call): one call for a whole page. */
  countsByCompany(caller: Caller, companyIds: readonly string[]): Promise<Map<string, number>>;
  /** A company's requests, newest first (an admin's call). */
  listForCompany(caller: Caller, companyId: string): Promise<AdminCompanyRequests['requests']>;
  /** What waits for the caller among requests, jobs and messages; the service checks whose. */
  attention(caller: Caller): Promise<AttentionShape>;
}

export function createServiceRequestApi(options: {
  baseUrl: string;
  fetch?: typeof fetch;
}): ServiceRequestApi {
  const client = createServiceRequestClient(options);
  const serviceRequests = serviceCalls({
    service: 'service-request',
    timeoutMs: 10_000,
    relay: [400, 401, 403, 404, 409],
  });

  return {
    async submit(caller, answers) {
      const { data, status } = await serviceRequests.callWithStatus(
        caller,
        'POST /service-requests',
        (init) => client.POST('/service-requests', { ...init, body: answers }),
      );
      return { created: status === 201, request: data };
    },

    attention: (caller) =>
      serviceRequests.call(caller, 'GET /attention', (init) => client.GET('/attention', init)),

    async countsByCompany(caller, companyIds) {
      // The service wants at least one id: an empty page needs no call.
      if (companyIds.length === 0) return new Map();
      const { counts } = await serviceRequests.call(
        caller,
        'GET /admin/service-requests/counts',
        (init) =>
          client.GET('/admin/service-requests/counts', {
            ...init,
            params: { query: { companyId: [...companyIds] } },
          }),
      );
      return new Map(counts.map(({ companyId, count }) => [companyId, count]));
    },

    async listForCompany(caller, companyId) {
      const { requests } = await serviceRequests.call(
        caller,
        'GET /admin/service-requests',
        (init) =>
          client.GET('/admin/service-requests', { ...init, params: { query: { companyId } } }),
      );
      return requests;
    },
  };
}
