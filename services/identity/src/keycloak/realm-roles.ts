import { HttpProblem } from '@rha/kit';
import type { KeycloakAdminCall } from './admin-client.js';
import { KeycloakAdminError } from './errors.js';

/** Realm role assignment, the one thing identity asks of Keycloak's Admin REST API. */
export interface RealmRoles {
  /**
   * Maps the realm role to the user unless it is mapped already, so calling it again after a
   * failure (or twice at once) leaves one mapping. The user id is the token's `sub`.
   */
  ensureAssigned(userId: string, roleName: string): Promise<'assigned' | 'already-assigned'>;
}

interface RoleRepresentation {
  id: string;
  name: string;
}

export function createKeycloakRealmRoles(call: KeycloakAdminCall): RealmRoles {
  // A role's id never changes, so it is looked up once per process.
  const roleIds = new Map<string, RoleRepresentation>();

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
