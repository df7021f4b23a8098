import type { KeycloakInitOptions } from 'keycloak-js';
import type { AuthClient } from './keycloakConnection';
import type { RestorableKeycloak } from './restoredClient';

export interface SignedOutOptions {
  /** A new, uninitialised keycloak-js instance. */
  createKeycloak: () => Promise<RestorableKeycloak>;
  /** Starts keycloak-js without asking the identity provider anything. */
  initOptions: KeycloakInitOptions;
}

/**
 * A visitor this browser has never seen signed in. It holds no token and no role, and loads and
 * starts keycloak-js only to redirect (sign in, sign up), so a visit that never signs in downloads
 * none of it.
 */
export function createSignedOutClient(options: SignedOutOptions): AuthClient {
  let starting: Promise<RestorableKeycloak> | undefined;

  function keycloak(): Promise<RestorableKeycloak> {
    starting ??= options
      .createKeycloak()
      .then(async (created) => {
        await created.init(options.initOptions);
        return created;
      })
      .catch((error: unknown) => {
        // A dropped link must not leave every later click failing the same way.
        starting = undefined;
        throw error;
      });
    return starting;
  }

  return {
    token: undefined,
    updateToken: () => Promise.resolve(false),
    hasRealmRole: () => false,
    clearToken: () => undefined,
    login: async (loginOptions) => (await keycloak()).login(loginOptions),
    register: async (registerOptions) => (await keycloak()).register(registerOptions),
    logout: async (logoutOptions) => (await keycloak()).logout(logoutOptions),
  };
}
