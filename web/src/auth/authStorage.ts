import type { SessionTokens } from './keycloakConnection';

/** Everything the app keeps in web storage about signing in, and the only code that touches it. */
export const storageKeys = {
  /** sessionStorage: uuid of the sign-up draft, from the sign-up form until the first signed-in load. */
  signupUuid: 'rha.signupUuid',
  /** sessionStorage: the key identity gave the draft; without it the uuid opens nothing. */
  signupSecret: 'rha.signupSecret',
  /** sessionStorage: what was typed into the sign-up form, so a dropped connection loses none of it. */
  signupForm: 'rha.signupForm',
  /** sessionStorage: set while a login redirect caused by login_required is under way, so it happens once. */
  loginInProgress: 'rha.loginInProgress',
  /** localStorage: present while this browser has a live session; other tabs watch it to sign out too. */
  session: 'rha.session',
  /**
   * localStorage: set when the visitor leaves for the identity provider to sign in or up, until the
   * app next asks it who is signed in. A page opened before the sign-in answer was processed must
   * still ask, rather than take a visitor with no session flag for one who never signed in.
   */
  signInStarted: 'rha.signInStarted',
  /**
   * localStorage: the session's access, refresh and id tokens, so a reload resumes the session
   * without a round trip to the identity provider. Dropped with the session.
   */
  tokens: 'rha.tokens',
  /**
   * localStorage prefix: work typed on this device and not yet stored by the server (a service log
   * entry), kept across reloads and dropped links. It belongs to the person signed in: signing out
   * drops it.
   */
  deviceDraftPrefix: 'rha.draft.',
  /**
   * localStorage prefix: messages written on this device and not yet accepted by the server, one
   * entry per job's thread. Like the drafts, they belong to the person signed in.
   */
  outboxPrefix: 'rha.outbox.',
} as const;

/** keycloak-js keeps the state, nonce and PKCE verifier of a pending login under this prefix. */
const KEYCLOAK_CALLBACK_PREFIX = 'kc-callback-';

/** Storage can be disabled or full (private browsing); losing these hints must never break the app. */
function tryStorage<T>(use: () => T, fallback: T): T {
  try {
    return use();
  } catch {
    return fallback;
  }
}

export function isLoginInProgress(): boolean {
  return tryStorage(() => sessionStorage.getItem(storageKeys.loginInProgress) !== null, false);
}

export function markLoginInProgress(): void {
  tryStorage(() => sessionStorage.setItem(storageKeys.loginInProgress, '1'), undefined);
}

export function clearLoginInProgress(): void {
  tryStorage(() => sessionStorage.removeItem(storageKeys.loginInProgress), undefined);
}

export function hasSessionFlag(): boolean {
  return tryStorage(() => localStorage.getItem(storageKeys.session) !== null, false);
}

export function markSessionActive(): void {
  tryStorage(() => localStorage.setItem(storageKeys.session, '1'), undefined);
}

export function clearSessionFlag(): void {
  tryStorage(() => localStorage.removeItem(storageKeys.session), undefined);
}

export function hasSignInStarted(): boolean {
  return tryStorage(() => localStorage.getItem(storageKeys.signInStarted) !== null, false);
}

export function markSignInStarted(): void {
  tryStorage(() => localStorage.setItem(storageKeys.signInStarted, '1'), undefined);
}

export function clearSignInStarted(): void {
  tryStorage(() => localStorage.removeItem(storageKeys.signInStarted), undefined);
}

/** The stored tokens, or null when there are none or they are not in the shape this app wrote. */
export function readStoredTokens(): SessionTokens | null {
  const serialized = tryStorage(() => localStorage.getItem(storageKeys.tokens), null);
  if (!serialized) return null;
  try {
    const tokens: unknown = JSON.parse(serialized);
    return isSessionTokens(tokens) ? tokens : null;
  } catch {
    return null;
  }
}

function isSessionTokens(value: unknown): value is SessionTokens {
  if (typeof value !== 'object' || value === null) return false;
  const { token, refreshToken, idToken } = value as Record<string, unknown>;
  return (
    typeof token === 'string' &&
    typeof refreshToken === 'string' &&
    (idToken === undefined || typeof idToken === 'string')
  );
}

export function storeTokens(tokens: SessionTokens): void {
  tryStorage(() => localStorage.setItem(storageKeys.tokens, JSON.stringify(tokens)), undefined);
}

export function clearStoredTokens(): void {
  tryStorage(() => localStorage.removeItem(storageKeys.tokens), undefined);
}

/** The sign-up draft this browser saved: its uuid and the key that opens it. */
export interface SignupDraftRef {
  uuid: string;
  secret: string;
}

export function readSignupDraft(): SignupDraftRef | null {
  return tryStorage(() => {
    const uuid = sessionStorage.getItem(storageKeys.signupUuid);
    const secret = sessionStorage.getItem(storageKeys.signupSecret);
    return uuid && secret ? { uuid, secret } : null;
  }, null);
}

export function storeSignupDraft({ uuid, secret }: SignupDraftRef): void {
  tryStorage(() => {
    sessionStorage.setItem(storageKeys.signupUuid, uuid);
    sessionStorage.setItem(storageKeys.signupSecret, secret);
  }, undefined);
}

export function clearSignupDraft(): void {
  tryStorage(() => {
    sessionStorage.removeItem(storageKeys.signupUuid);
    sessionStorage.removeItem(storageKeys.signupSecret);
  }, undefined);
}

export function readSignupForm(): string | null {
  return tryStorage(() => sessionStorage.getItem(storageKeys.signupForm), null);
}

export function storeSignupForm(serialized: string): void {
  tryStorage(() => sessionStorage.setItem(storageKeys.signupForm, serialized), undefined);
}

export function clearSignupForm(): void {
  tryStorage(() => sessionStorage.removeItem(storageKeys.signupForm), undefined);
}

/** Drops every device draft and unsent message, so the next person on this browser finds none. */
export function clearDeviceDrafts(): void {
  const prefixes = [storageKeys.deviceDraftPrefix, storageKeys.outboxPrefix];
  tryStorage(() => {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) {
      if (key && prefixes.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key);
    }
  }, undefined);
}

/** Removes keycloak-js's pending-login entries, so a fresh login never meets a stale state. */
export function clearAuthEntries(): void {
  for (const storage of [localStorage, sessionStorage]) {
    tryStorage(() => {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
      for (const key of keys) {
        if (key?.startsWith(KEYCLOAK_CALLBACK_PREFIX)) storage.removeItem(key);
      }
    }, undefined);
  }
}
