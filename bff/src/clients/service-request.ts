import {
  createServiceRequestClient,
  type ServiceRequest,
  type ServiceRequestSummary,
  type StoredServiceRequest,
} from '@rha/contracts';
import { serviceCalls, type Caller } from '@rha/kit';

export interface SubmittedServiceRequest {
  /** False when the service recognised a retry of a request it had already stored. */
  created: boolean;
  request: StoredServiceRequest;
}

export interface ServiceRequestApi {
  /** Stores the caller's request; the service's field errors (e.g. a foreign location) come back as they are. */
  submit(caller: Caller, answers: ServiceRequest): Promise<SubmittedServiceRequest>;
  /** The caller's own requests, newest first. */
  listOwn(caller: Caller): Promise<ServiceRequestSummary[]>;
}

export function createServiceRequestApi(options: {
  baseUrl: string;
  fetch?: typeof fetch;
}): ServiceRequestApi {
  const client = createServiceRequestClient(options);
  const serviceRequests = serviceCalls({
    service: 'service-request',
    timeoutMs: 10_000,
    relay: [400, 401, 403, 409],
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

    listOwn: (caller) =>
      serviceRequests.call(caller, 'GET /service-requests', (init) =>
        client.GET('/service-requests', init),
      ),
  };
}
