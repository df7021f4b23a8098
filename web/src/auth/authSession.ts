import type { ToastMessage } from '@rha/design-system';
import { describeAuthError, isLoginRequired } from './authErrors';
import {
  clearAuthEntries,
  clearDeviceDrafts,
  clearLoginInProgress,
  clearSessionFlag,
  clearSignupForm,
  clearSignupDraft,
  clearSignInStarted,
  clearStoredTokens,
  hasSessionFlag,
  isLoginInProgress,
  markLoginInProgress,
  markSessionActive,
  markSignInStarted,
  readStoredTokens,
  storageKeys,
  storeTokens,
} from './authStorage';
import { secondsUntilExpiry } from './jwtClaims';
import type { AuthClient, AuthConnection, ConnectAuth, SessionTokens } from './keycloakConnection';
import type { Role } from './roles';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'error';

/** What React renders from; `revision` changes whenever status or roles may have changed. */
export interface AuthSnapshot {
  status: AuthStatus;
  revision: number;
}

/**
 * Every session's snapshot until it has started, and what the prerendered pages are rendered with.
 * One object for both: React compares the snapshot it hydrated with to the session's by identity, and
 * a different object, even an equal one, makes it render every consumer again in one synchronous task
 * right after hydration.
 */
export const STARTING_SNAPSHOT: AuthSnapshot = Object.freeze({ status: 'loading', revision: 0 });

export interface LoginOptions {
  /** Where the identity provider sends the user back to. Defaults to /dashboard. */
  redirectPath?: string;
}

export interface RegisterOptions extends LoginOptions {
  /** Pre-fills the e-mail on the registration form. */
  loginHint?: string;
  /** Pre-fills the first and last name on the registration form. */
  name?: string;
}

export interface AuthSession {
  /**
   * Resumes the stored session while its refresh token is valid, otherwise asks the identity
   * provider whether this browser is signed in (check-sso). Call once.
   */
  start(): Promise<void>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): AuthSnapshot;
  /** A token valid for at least another minute, refreshed if needed; undefined when signed out. */
  getToken(): Promise<string | undefined>;
  /** Fetches a new token now, e.g. after the server assigned the user a role. */
  refreshToken(): Promise<void>;
  hasRole(role: Role): boolean;
  login(options?: LoginOptions): Promise<void>;
  register(options?: RegisterOptions): Promise<void>;
  /** Forgets everything local, then ends the session at the identity provider. Rejects on failure. */
  logout(): Promise<void>;
}

export interface AuthSessionOptions {
  connect: ConnectAuth;
  /** The app's origin, e.g. https://remotehands.example; redirects come back here. */
  origin: string;
  /** Path, query and hash of the current page, to come back to after a forced login. */
  currentPath: () => string;
  clearQueryCache: () => void;
  notify: (message: ToastMessage) => void;
  /** Pause between token refresh attempts; tests set 0. */
  refreshRetryDelayMs?: number;
}

/** Refresh a token that has less than this many seconds left (the spec's cache expiry margin). */
export const TOKEN_MIN_VALIDITY_SECONDS = 60;
/** Token refreshes are tried this many times: a satellite link drops requests now and then. */
export const TOKEN_REFRESH_ATTEMPTS = 3;

const LOGOUT_ERROR: ToastMessage = {
  title: 'Logout Error',
  description: 'There was an error logging out. Please try again.',
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The stored tokens while their refresh token still has a while to run; stale ones are dropped. */
function restorableTokens(): SessionTokens | undefined {
  const tokens = readStoredTokens();
  if (tokens && secondsUntilExpiry(tokens.refreshToken) > TOKEN_MIN_VALIDITY_SECONDS) return tokens;
  clearStoredTokens();
  return undefined;
}

export function createAuthSession(options: AuthSessionOptions): AuthSession {
  const retryDelayMs = options.refreshRetryDelayMs ?? 1000;
  const listeners = new Set<() => void>();
  let snapshot = STARTING_SNAPSHOT;
  let connection: Promise<AuthConnection> | undefined;
  let client: AuthClient | undefined;
  let signingOut = false;

  function publish(status: AuthStatus): void {
    snapshot = { status, revision: snapshot.revision + 1 };
    listeners.forEach((listener) => listener());
  }

  function connect(restore?: SessionTokens): Promise<AuthConnection> {
    connection ??= options.connect(
      {
        onTokenExpired: () => void refresh(TOKEN_MIN_VALIDITY_SECONDS),
        onTokensIssued: keepTokens,
      },
      restore,
    );
    return connection;
  }

  /**
   * Signing out may first refresh a resumed session's tokens (keycloak-js does when it starts), and
   * those must not outlive the sign-out on this device.
   */
  function keepTokens(tokens: SessionTokens): void {
    if (!signingOut && snapshot.status !== 'unauthenticated') storeTokens(tokens);
  }

  function fail(error: unknown): void {
    publish('error');
    options.notify({
      title: 'Authentication Error',
      description: describeAuthError(error),
      variant: 'destructive',
    });
  }

  /** The session is over (refresh refused, or ended in another tab): drop what belonged to it. */
  function endSession(): void {
    options.clearQueryCache();
    clearSessionFlag();
    clearStoredTokens();
    client?.clearToken();
    publish('unauthenticated');
  }

  async function updateToken(current: AuthClient, minValidity: number): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await current.updateToken(minValidity);
        return;
      } catch (error) {
        // keycloak-js drops the tokens when the server refuses the refresh token: retrying cannot help.
        if (!current.token || attempt >= TOKEN_REFRESH_ATTEMPTS) throw error;
        await wait(retryDelayMs * attempt);
      }
    }
  }

  async function refresh(minValidity: number): Promise<boolean> {
    if (snapshot.status !== 'authenticated' || !client) return false;
    try {
      await updateToken(client, minValidity);
      return true;
    } catch {
      // Only a refused refresh ends the session (keycloak-js then drops the token); after a dropped
      // link it stays, for the offline page and for when the link returns.
      if (!client.token) endSession();
      return false;
    }
  }

  async function redirectToLogin(current: AuthClient): Promise<void> {
    options.clearQueryCache();
    clearAuthEntries();
    clearSessionFlag();
    clearStoredTokens();
    if (isLoginInProgress()) {
      publish('unauthenticated');
      return;
    }
    markLoginInProgress();
    await current.login({ redirectUri: `${options.origin}${options.currentPath()}` });
  }

  /** Sign-outs this page did not see happen: in another tab, or while it sat in the back/forward cache. */
  function followSessionElsewhere(): void {
    window.addEventListener('storage', (event) => {
      const sessionKeyChanged = event.key === storageKeys.session || event.key === null;
      if (sessionKeyChanged && snapshot.status === 'authenticated' && !hasSessionFlag()) {
        endSession();
      }
    });
    // Going Back after a sign-out can bring this very page back from the cache, its memory intact:
    // still showing the user who signed out, whose sign-out may have started on this page.
    window.addEventListener('pageshow', (event) => {
      const stale = signingOut || !hasSessionFlag();
      if (event.persisted && snapshot.status === 'authenticated' && stale) endSession();
    });
  }

  async function start(): Promise<void> {
    let result: AuthConnection;
    try {
      result = await connect(restorableTokens());
    } catch (error) {
      fail(error);
      return;
    }
    client = result.client;
    // The identity provider has now been asked (or the session resumed): the hint has served.
    clearSignInStarted();
    if ('error' in result) {
      if (isLoginRequired(result.error)) await redirectToLogin(result.client);
      else fail(result.error);
      return;
    }
    if (result.authenticated) {
      markSessionActive();
      clearLoginInProgress();
      publish('authenticated');
      followSessionElsewhere();
    } else {
      clearSessionFlag();
      clearStoredTokens();
      publish('unauthenticated');
    }
  }

  async function clientOrNotify(): Promise<AuthClient | undefined> {
    try {
      return (await connect()).client;
    } catch (error) {
      fail(error);
      return undefined;
    }
  }

  return {
    start,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    async getToken() {
      return (await refresh(TOKEN_MIN_VALIDITY_SECONDS)) ? client?.token : undefined;
    },
    async refreshToken() {
      if (await refresh(-1)) publish('authenticated');
    },
    hasRole(role) {
      return snapshot.status === 'authenticated' && (client?.hasRealmRole(role) ?? false);
    },
    async login({ redirectPath = '/dashboard' } = {}) {
      const current = await clientOrNotify();
      markSignInStarted();
      await current?.login({ redirectUri: `${options.origin}${redirectPath}` });
    },
    async register({ redirectPath = '/dashboard', loginHint, name } = {}) {
      const current = await clientOrNotify();
      markSignInStarted();
      await current?.register({
        redirectUri: `${options.origin}${redirectPath}`,
        prompt: 'login',
        ...(loginHint ? { loginHint } : {}),
        ...(name ? { name } : {}),
      });
    },
    async logout() {
      signingOut = true;
      options.clearQueryCache();
      clearSignupDraft();
      clearSignupForm();
      clearDeviceDrafts();
      clearLoginInProgress();
      clearSessionFlag();
      clearSignInStarted();
      clearStoredTokens();
      clearAuthEntries();
      // Fetched here, the one place it is needed: the public pages download no IndexedDB code.
      await import('../features/job-files/idbQueueStorage').then(
        (files) => files.clearQueuedFiles(),
        (error: unknown) =>
          console.warn('The upload queue on this device could not be cleared', error),
      );
      try {
        const { client: current } = await connect();
        await current.logout({ redirectUri: `${options.origin}/` });
      } catch (error) {
        options.notify(LOGOUT_ERROR);
        throw error;
      }
    },
  };
}
