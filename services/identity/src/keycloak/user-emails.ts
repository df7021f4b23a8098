import { HttpProblem } from '@rha/kit';
import type { KeycloakAdminCall } from './admin-client.js';
import { KeycloakAdminError } from './errors.js';

/** The sign-in address the identity provider holds for a user. */
export interface UserEmails {
  /**
   * Makes `email` the user's sign-in address, proven (its link was opened). Setting the address it
   * already has changes nothing, so a retry after a failure is safe. Throws EmailHeldAtProvider when
   * another account of the provider holds it.
   */
  setProvenEmail(userId: string, email: string): Promise<void>;
}

/** The provider refused the address: another of its accounts signs in with it. */
export class EmailHeldAtProvider extends Error {
  constructor() {
    super('the identity provider holds this address for another account');
    this.name = 'EmailHeldAtProvider';
  }
}

/**
 * Keycloak's user update: with the realm's e-mail-as-username, the username follows the address, so
 * the person signs in with the new one.
 */
export function createKeycloakUserEmails(call: KeycloakAdminCall): UserEmails {
  return {
    async setProvenEmail(userId, email) {
      try {
        const response = await call('PUT', `/users/${encodeURIComponent(userId)}`, {
          email,
          emailVerified: true,
        });
        await response.body?.cancel();
      } catch (error) {
        if (error instanceof KeycloakAdminError && error.status === 409) {
          throw new EmailHeldAtProvider();
        }
        throw error;
      }
    },
  };
}

/** Stands in when no admin client secret is configured: a changed address cannot take effect. */
export function unconfiguredUserEmails(): UserEmails {
  return {
    setProvenEmail() {
      return Promise.reject(
        new HttpProblem({
          status: 503,
          code: 'email_change_unavailable',
          detail: 'E-mail changes cannot be confirmed right now; please try again later.',
        }),
      );
    },
  };
}
