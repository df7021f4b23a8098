import { KeycloakAdminError } from '../../src/keycloak/errors.js';
import type { RealmRoles } from '../../src/keycloak/realm-roles.js';

/**
 * Keycloak's role mappings held in memory, for the identity-only tests; the real Admin REST API is
 * exercised against the dev IdP in deploy/test/signup.test.ts.
 */
export class RecordedRealmRoles implements RealmRoles {
  readonly mappings = new Map<string, Set<string>>();
  calls = 0;
  private failures = 0;

  /** The next `count` calls fail the way an unreachable Keycloak does. */
  failNext(count = 1): void {
    this.failures = count;
  }

  rolesOf(userId: string): string[] {
    return [...(this.mappings.get(userId) ?? [])];
  }

  ensureAssigned(userId: string, roleName: string): Promise<'assigned' | 'already-assigned'> {
    this.calls += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      return Promise.reject(new KeycloakAdminError('connection refused'));
    }
    const roles = this.mappings.get(userId) ?? new Set<string>();
    this.mappings.set(userId, roles);
    if (roles.has(roleName)) return Promise.resolve('already-assigned');
    roles.add(roleName);
    return Promise.resolve('assigned');
  }
}
