import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/identity.js';

export type IdentityClient = Client<paths>;

export interface IdentityClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
}

/** Typed client of the identity service; callers pass the user's authorization header per call. */
export function createIdentityClient(options: IdentityClientOptions): IdentityClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
