import { HttpProblem } from '@rha/kit';
import type { AdminTokenSource } from './admin-token.js';
import { KeycloakAdminError } from './errors.js';

/** Realm role assignment, the one thing identity asks of Keycloak's Admin REST API. */
export interface RealmRoles {
  /**
   * Maps the realm role to the user unless it is mapped already, so calling it again after a
   * failure (or twice at once) leaves one mapping. The user id is the token's `sub`.
   */
  ensureAssigned(userId: string, roleName: string): Promise<'assigned' | 'already-assigned'>;
}

export interface KeycloakRealmRolesOptions {
  /** Keycloak base URL as identity reaches it (KEYCLOAK_URL). */
  keycloakUrl: string;
  realm: string;
  tokens: AdminTokenSource;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface RoleRepresentation {
  id: string;
  name: string;
}

export function createKeycloakRealmRoles(options: KeycloakRealmRolesOptions): RealmRoles {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const adminBase = `${options.keycloakUrl.replace(/\/+$/, '')}/admin/realms/${encodeURIComponent(options.realm)}`;
  // A role's id never changes, so it is looked up once per process.
  const roleIds = new Map<string, RoleRepresentation>();

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

  /** One retry with a fresh token when Keycloak no longer accepts the cached one. */
  async function call(method: string, path: string, body?: unknown): Promise<Response> {
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
  }

  async function role(name: string): Promise<RoleRepresentation> {
    const known = roleIds.get(name);
    if (known) return known;
    const response = await call('GET', `/roles/${encodeURIComponent(name)}`);
    const { id } = (await response.json()) as { id?: unknown };
    if (typeof id !== 'string') throw new KeycloakAdminError(`role ${name} has no id`);
    const found = { id, name };
    roleIds.set(name, found);
    return found;
  }

  return {
    async ensureAssigned(userId, roleName) {
      const mappingsPath = `/users/${encodeURIComponent(userId)}/role-mappings/realm`;
      const target = await role(roleName);
      const mapped = (await (await call('GET', mappingsPath)).json()) as { name?: unknown }[];
      if (mapped.some((item) => item.name === roleName)) return 'already-assigned';
      const response = await call('POST', mappingsPath, [target]);
      await response.body?.cancel();
      return 'assigned';
    },
  };
}

/** Stands in when no admin client secret is configured: sign-ups cannot finish, and say why. */
export function unconfiguredRealmRoles(): RealmRoles {
  return {
    ensureAssigned() {
      return Promise.reject(
        new HttpProblem({
          status: 503,
          code: 'role_assignment_unavailable',
          detail: 'Sign-ups cannot be completed right now; please try again later.',
        }),
      );
    },
  };
}
