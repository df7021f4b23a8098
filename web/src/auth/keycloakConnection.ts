import type { RuntimeConfig } from '@rha/contracts';
import type Keycloak from 'keycloak-js';
import type { KeycloakInitOptions } from 'keycloak-js';
import { ensurePromiseWithResolvers } from './promiseWithResolvers';

/** The part of a keycloak-js instance the session uses; tests supply their own. */
export type AuthClient = Pick<
  Keycloak,
  'token' | 'login' | 'register' | 'logout' | 'updateToken' | 'hasRealmRole' | 'clearToken'
>;

export interface AuthEvents {
  /** The access token has expired (keycloak-js schedules this from the token's exp). */
  onTokenExpired(): void;
}

/** The identity provider answered: signed in or not, or it reported an error (e.g. login_required). */
export type AuthConnection =
  { client: AuthClient; authenticated: boolean } | { client: AuthClient; error: unknown };

/** Rejects only when no client could be made at all (settings or library unavailable). */
export type ConnectAuth = (events: AuthEvents) => Promise<AuthConnection>;

export function keycloakInitOptions(origin: string): KeycloakInitOptions {
  return {
    onLoad: 'check-sso',
    pkceMethod: 'S256',
    silentCheckSsoRedirectUri: `${origin}/silent-check-sso.html`,
    // The session-status iframe polls the identity provider every few seconds: costly on satellite links,
    // and blocked anyway where third-party cookies are. Other tabs are kept in step through storage.
    checkLoginIframe: false,
    responseMode: 'fragment',
    // Slow links: give the silent check iframe the spec's 60 s before giving up.
    messageReceiveTimeout: 60_000,
  };
}

/**
 * Makes the keycloak-js connection: reads the runtime settings, loads keycloak-js (a separate chunk,
 * fetched in parallel with the settings) and runs check-sso.
 */
export function createKeycloakConnector(options: {
  origin: string;
  loadConfig: () => Promise<RuntimeConfig>;
}): ConnectAuth {
  return async (events) => {
    ensurePromiseWithResolvers();
    const [config, { default: KeycloakClient }] = await Promise.all([
      options.loadConfig(),
      import('keycloak-js'),
    ]);
    const keycloak = new KeycloakClient({
      url: config.keycloakUrl,
      realm: config.realm,
      clientId: config.clientId,
    });
    // Set before init: keycloak-js schedules the expiry callback when it stores the first token.
    keycloak.onTokenExpired = events.onTokenExpired;
    try {
      const authenticated = await keycloak.init(keycloakInitOptions(options.origin));
      return { client: keycloak, authenticated };
    } catch (error) {
      return { client: keycloak, error };
    }
  };
}
