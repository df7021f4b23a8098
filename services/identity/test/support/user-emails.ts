import { KeycloakAdminError } from '../../src/keycloak/errors.js';
import { EmailHeldAtProvider, type UserEmails } from '../../src/keycloak/user-emails.js';

/**
 * Keycloak's sign-in addresses held in memory, for the identity-only tests; the real Admin REST call
 * is exercised against the dev IdP in deploy/test/signup.test.ts.
 */
export class RecordedUserEmails implements UserEmails {
  readonly emails = new Map<string, string>();
  private failure: Error | undefined;

  /** The next call fails the way an unreachable Keycloak does. */
  failNext(): void {
    this.failure = new KeycloakAdminError('connection refused');
  }

  /** The next call finds the address on another of Keycloak's accounts. */
  refuseNext(): void {
    this.failure = new EmailHeldAtProvider();
  }

  setProvenEmail(userId: string, email: string): Promise<void> {
    const failure = this.failure;
    this.failure = undefined;
    if (failure) return Promise.reject(failure);
    this.emails.set(userId, email);
    return Promise.resolve();
  }
}
