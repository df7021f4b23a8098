import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/service-request.js';

export type ServiceRequestClient = Client<paths>;

export interface ServiceRequestClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
}

/** Typed client of the service-request service; callers pass the user's authorization header per call. */
export function createServiceRequestClient(
  options: ServiceRequestClientOptions,
): ServiceRequestClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
