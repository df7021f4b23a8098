import type { RuntimeConfig } from '@rha/contracts';
import type Keycloak from 'keycloak-js';
import type { KeycloakInitOptions } from 'keycloak-js';
import { hasSessionFlag, hasSignInStarted } from './authStorage';
import { ensurePromiseWithResolvers } from './promiseWithResolvers';
import { registerWithName, type RegisterWithNameOptions } from './registrationName';
import { createRestoredClient } from './restoredClient';
import { createSignedOutClient } from './signedOutClient';

/** The part of a keycloak-js instance the session uses; tests supply their own. */
export type AuthClient = Pick<
  Keycloak,
  'token' | 'login' | 'logout' | 'updateToken' | 'hasRealmRole' | 'clearToken'
> & {
  register(options?: RegisterWithNameOptions): Promise<void>;
};

/** The tokens of a signed-in session, as keycloak-js takes them back (`init` options). */
export interface SessionTokens {
  token: string;
  refreshToken: string;
  idToken?: string;
}

export interface AuthEvents {
  /** The access token has expired (keycloak-js schedules this from the token's exp). */
  onTokenExpired(): void;
  /** The identity provider issued tokens (sign-in or refresh). */
  onTokensIssued(tokens: SessionTokens): void;
}

/** The identity provider answered: signed in or not, or it reported an error (e.g. login_required). */
export type AuthConnection =
  { client: AuthClient; authenticated: boolean } | { client: AuthClient; error: unknown };

/**
 * Rejects only when no client could be made at all (settings or library unavailable). Given stored
 * tokens, it resumes that session instead of asking the identity provider.
 */
export type ConnectAuth = (events: AuthEvents, restore?: SessionTokens) => Promise<AuthConnection>;

/** Settings shared by every start of keycloak-js. */
function baseInitOptions(): KeycloakInitOptions {
  return {
    pkceMethod: 'S256',
    // The session-status iframe polls the identity provider every few seconds: costly on satellite links,
    // and blocked anyway where third-party cookies are. Other tabs are kept in step through storage.
    checkLoginIframe: false,
    responseMode: 'fragment',
    // Slow links: give the silent check iframe the spec's 60 s before giving up.
    messageReceiveTimeout: 60_000,
  };
}

/** The identity provider's answer to a sign-in redirect, in the fragment (`responseMode`). */
export function isAuthCallback(url: string): boolean {
  const params = new URLSearchParams(new URL(url).hash.slice(1));
  return params.has('state') && (params.has('code') || params.has('error'));
}

/**
 * check-sso, silently in an iframe. Coming back from the login page the answer is already in the URL:
 * without the silent-check page keycloak-js skips its third-party-cookie probe, an iframe from the
 * identity provider that would hold the code exchange back by a round trip or two.
 */
export function keycloakInitOptions(origin: string, url: string): KeycloakInitOptions {
  return {
    ...baseInitOptions(),
    onLoad: 'check-sso',
    ...(isAuthCallback(url)
      ? {}
      : { silentCheckSsoRedirectUri: `${origin}/silent-check-sso.html` }),
  };
}

/** Starts keycloak-js with a stored session's tokens; keycloak-js refreshes them once to check them. */
export function restoreInitOptions(tokens: SessionTokens): KeycloakInitOptions {
  return { ...baseInitOptions(), ...tokens };
}

function issuedTokens(keycloak: Keycloak): SessionTokens | undefined {
  const { token, refreshToken, idToken } = keycloak;
  if (!token || !refreshToken) return undefined;
  return idToken ? { token, refreshToken, idToken } : { token, refreshToken };
}

/**
 * Only a browser that was signed in here, or is coming back from the login page, can have a session
 * at the identity provider worth a check-sso. Anyone else is signed out without asking: the check
 * would cost the settings, the keycloak-js chunk and the identity provider's iframes on every visit.
 */
export function mayHaveSession(url: string): boolean {
  return isAuthCallback(url) || hasSessionFlag() || hasSignInStarted();
}

/**
 * Makes the keycloak-js connection: reads the runtime settings, loads keycloak-js (a separate chunk,
 * fetched in parallel with the settings) and runs check-sso; or, given a stored session, resumes it
 * at once and starts keycloak-js only when the session first needs the identity provider; or, for a
 * browser with no session to find, loads nothing until the visitor signs in or up.
 */
export function createKeycloakConnector(options: {
  origin: string;
  loadConfig: () => Promise<RuntimeConfig>;
}): ConnectAuth {
  return async (events, restore) => {
    ensurePromiseWithResolvers();
    const loadAll = () => Promise.all([options.loadConfig(), import('keycloak-js')]);
    let loaded: ReturnType<typeof loadAll> | undefined;
    const load = () => (loaded ??= loadAll());

    async function createKeycloak(): Promise<Keycloak> {
      const [config, { default: KeycloakClient }] = await load();
      const keycloak = new KeycloakClient({
        url: config.keycloakUrl,
        realm: config.realm,
        clientId: config.clientId,
      });
      keycloak.register = registerWithName(keycloak);
      // Set before init: keycloak-js schedules the expiry callback when it stores the first token.
      keycloak.onTokenExpired = events.onTokenExpired;
      keycloak.onAuthRefreshSuccess = () => {
        const tokens = issuedTokens(keycloak);
        if (tokens) events.onTokensIssued(tokens);
      };
      return keycloak;
    }

    if (restore) {
      // Settings and library keep loading in the background for later; failures show when used.
      load().catch(() => undefined);
      return {
        client: createRestoredClient(restore, {
          createKeycloak,
          initOptions: restoreInitOptions(restore),
        }),
        authenticated: true,
      };
    }

    if (!mayHaveSession(window.location.href)) {
      return {
        client: createSignedOutClient({ createKeycloak, initOptions: baseInitOptions() }),
        authenticated: false,
      };
    }

    const keycloak = await createKeycloak();
    try {
      const authenticated = await keycloak.init(
        keycloakInitOptions(options.origin, window.location.href),
      );
      const tokens = issuedTokens(keycloak);
      if (authenticated && tokens) events.onTokensIssued(tokens);
      return { client: keycloak, authenticated };
    } catch (error) {
      return { client: keycloak, error };
    }
  };
}
