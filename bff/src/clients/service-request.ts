import {
  createServiceRequestClient,
  type Problem,
  type ServiceRequest,
  type ServiceRequestSummary,
  type StoredServiceRequest,
} from '@rha/contracts';
import { problems } from '@rha/kit';
import type { Caller } from './identity.js';
import { callOptions, reach } from './service-call.js';

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

/** A slow service must not hold browser requests open indefinitely. */
const SERVICE_REQUEST_TIMEOUT_MS = 10_000;
const UNREACHABLE = 'The service-request service is unreachable.';

export function createServiceRequestApi(options: {
  baseUrl: string;
  fetch?: typeof fetch;
}): ServiceRequestApi {
  const client = createServiceRequestClient(options);

  function request(caller: Caller) {
    return callOptions(caller, SERVICE_REQUEST_TIMEOUT_MS);
  }

  function unreachable<T>(pending: Promise<T>, caller: Caller, call: string): Promise<T> {
    return reach(pending, caller, `service-request ${call}`, UNREACHABLE);
  }

  /** What the browser may learn from the service's refusal; anything else is the service's fault. */
  function refusal(caller: Caller, call: string, status: number, problem: Problem | undefined) {
    if (status === 401) return problems.unauthorized();
    if (status === 403) return problems.forbidden(problem?.detail);
    if (status === 400 && problem?.code === 'validation_failed') {
      return problems.validation(problem.errors ?? []);
    }
    if (status === 409 && problem) {
      return problems.conflict(
        problem.code,
        problem.detail ?? 'The request conflicts with stored data.',
      );
    }
    caller.log.warn({ status, problem }, `service-request ${call} answered with an error`);
    return problems.upstream('The service-request service could not handle the request.');
  }

  return {
    async submit(caller, answers) {
      const call = 'POST /service-requests';
      const result = await unreachable(
        client.POST('/service-requests', { ...request(caller), body: answers }),
        caller,
        call,
      );
      if (result.data) return { created: result.response.status === 201, request: result.data };
      throw refusal(caller, call, result.response.status, result.error);
    },

    async listOwn(caller) {
      const call = 'GET /service-requests';
      const result = await unreachable(
        client.GET('/service-requests', request(caller)),
        caller,
        call,
      );
      if (result.data) return result.data;
      throw refusal(caller, call, result.response.status, result.error);
    },
  };
}
