import type { KeycloakInitOptions } from 'keycloak-js';
import { readTokenClaims, secondsUntilExpiry } from './jwtClaims';
import type { AuthClient, SessionTokens } from './keycloakConnection';

/** A keycloak-js instance as the restored client drives it; tests supply their own. */
export type RestorableKeycloak = AuthClient & {
  init(options: KeycloakInitOptions): Promise<boolean>;
};

export interface RestoreOptions {
  /** A new, uninitialised keycloak-js instance: one per attempt, since each can be started once. */
  createKeycloak: () => Promise<RestorableKeycloak>;
  /** Starts keycloak-js with the stored tokens. */
  initOptions: KeycloakInitOptions;
}

/**
 * A session resumed from stored tokens. While the access token is valid it serves it and its roles
 * itself, so a reload costs no round trip to the identity provider; keycloak-js is started (one token
 * refresh) only when a fresh token, a login or a logout is needed.
 */
export function createRestoredClient(tokens: SessionTokens, options: RestoreOptions): AuthClient {
  const roles = readTokenClaims(tokens.token)?.realm_access?.roles ?? [];
  let started: RestorableKeycloak | undefined;
  let starting: Promise<RestorableKeycloak> | undefined;
  let ended = false;

  async function start(): Promise<RestorableKeycloak> {
    const keycloak = await options.createKeycloak();
    try {
      await keycloak.init(options.initOptions);
    } catch (error) {
      // keycloak-js drops the tokens when the identity provider refuses them; a dropped link keeps them.
      if (!keycloak.token) ended = true;
      throw error;
    }
    started = keycloak;
    return keycloak;
  }

  function keycloak(): Promise<RestorableKeycloak> {
    starting ??= start().catch((error: unknown) => {
      starting = undefined;
      throw error;
    });
    return starting;
  }

  function storedTokenValid(minValidity: number): boolean {
    return minValidity >= 0 && secondsUntilExpiry(tokens.token) > minValidity;
  }

  /** For redirects, an ended session still gets a keycloak-js started without tokens. */
  async function redirector(): Promise<RestorableKeycloak> {
    try {
      return await keycloak();
    } catch (error) {
      if (!ended) throw error;
      const fresh = await options.createKeycloak();
      await fresh.init({
        ...options.initOptions,
        token: undefined,
        refreshToken: undefined,
        idToken: undefined,
      });
      return fresh;
    }
  }

  return {
    get token() {
      if (started) return started.token;
      return ended ? undefined : tokens.token;
    },
    async updateToken(minValidity) {
      if (!started && !ended && storedTokenValid(minValidity ?? 5)) return false;
      return (await keycloak()).updateToken(minValidity);
    },
    hasRealmRole(role) {
      if (started) return started.hasRealmRole(role);
      return !ended && roles.includes(role);
    },
    clearToken() {
      ended = true;
      started?.clearToken();
    },
    login: async (loginOptions) => (await redirector()).login(loginOptions),
    register: async (registerOptions) => (await redirector()).register(registerOptions),
    logout: async (logoutOptions) => (await redirector()).logout(logoutOptions),
  };
}
