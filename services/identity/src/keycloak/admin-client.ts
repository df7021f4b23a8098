import type { AdminTokenSource } from './admin-token.js';
import { KeycloakAdminError } from './errors.js';

export interface KeycloakAdminOptions {
  /** Keycloak base URL as identity reaches it (KEYCLOAK_URL). */
  keycloakUrl: string;
  realm: string;
  tokens: AdminTokenSource;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Calls one realm's Admin REST API with the service account's token. */
export type KeycloakAdminCall = (method: string, path: string, body?: unknown) => Promise<Response>;

/**
 * Answers the response of a call that succeeded; any other answer, or none, is a KeycloakAdminError
 * carrying the status. A token Keycloak no longer accepts is dropped and the call tried once more.
 */
export function keycloakAdminCall(options: KeycloakAdminOptions): KeycloakAdminCall {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const adminBase = `${options.keycloakUrl.replace(/\/+$/, '')}/admin/realms/${encodeURIComponent(options.realm)}`;

  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    const token = await options.tokens.get();
    const response = await fetchImpl(`${adminBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((error: unknown) => {
      throw new KeycloakAdminError(`${method} ${path} failed`, { cause: error });
    });
    if (response.status === 401) options.tokens.invalidate(token);
    return response;
  }

  return async (method, path, body) => {
    let response = await send(method, path, body);
    if (response.status === 401) {
      await response.body?.cancel();
      response = await send(method, path, body);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new KeycloakAdminError(`${method} ${path} answered ${response.status}`, {
        status: response.status,
      });
    }
    return response;
  };
}
