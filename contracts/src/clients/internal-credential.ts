import type { Middleware } from 'openapi-fetch';

/** The header carrying the shared service credential (INTERNAL_API_TOKEN). */
export const INTERNAL_API_TOKEN_HEADER = 'x-internal-api-token';

/**
 * Sends the shared service credential with every request of a client: for calls a service makes
 * on its own behalf (no signed-in user), to routes only internal callers may use.
 */
export function internalCredentialMiddleware(internalApiToken: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set(INTERNAL_API_TOKEN_HEADER, internalApiToken);
      return request;
    },
  };
}
