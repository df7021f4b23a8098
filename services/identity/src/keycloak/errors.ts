/** A Keycloak Admin REST call that failed: unreachable, refused or answered unexpectedly. */
export class KeycloakAdminError extends Error {
  readonly status: number | undefined;

  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(`Keycloak admin: ${message}`, { cause: options.cause });
    this.name = 'KeycloakAdminError';
    this.status = options.status;
  }
}
