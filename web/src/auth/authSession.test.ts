import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../testing/fakeJwt';
import { readStoredTokens, storageKeys, storeTokens } from './authStorage';
import { createAuthSession, TOKEN_MIN_VALIDITY_SECONDS } from './authSession';
import type { AuthClient, AuthConnection, AuthEvents, SessionTokens } from './keycloakConnection';

const ORIGIN = 'https://remotehands.example';

function fakeClient(roles: string[] = ['company']) {
  const client = {
    token: 'access-token-1' as string | undefined,
    login: vi.fn(async () => {}),
    register: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    updateToken: vi.fn(async () => false),
    hasRealmRole: vi.fn((role: string) => roles.includes(role)),
    clearToken: vi.fn(() => {
      client.token = undefined;
    }),
  } satisfies AuthClient;
  return client;
}

function startSession(outcome: AuthConnection | Error) {
  const notify = vi.fn();
  const clearQueryCache = vi.fn();
  let events: AuthEvents | undefined;
  const connect = vi.fn(async (given: AuthEvents) => {
    events = given;
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
  const session = createAuthSession({
    connect,
    origin: ORIGIN,
    currentPath: () => '/services?from=menu',
    clearQueryCache,
    notify,
    refreshRetryDelayMs: 0,
  });
  return {
    session,
    notify,
    clearQueryCache,
    connect,
    expire: () => events?.onTokenExpired(),
    issue: (tokens: SessionTokens) => events?.onTokensIssued(tokens),
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('starting a session', () => {
  it('is loading until the identity provider answers', () => {
    const { session } = startSession({ client: fakeClient(), authenticated: false });
    expect(session.getSnapshot().status).toBe('loading');
  });

  it('is authenticated when check-sso finds a session, and marks the browser as signed in', async () => {
    sessionStorage.setItem(storageKeys.loginInProgress, '1');
    const { session } = startSession({ client: fakeClient(), authenticated: true });
    await session.start();
    expect(session.getSnapshot().status).toBe('authenticated');
    expect(localStorage.getItem(storageKeys.session)).toBe('1');
    expect(sessionStorage.getItem(storageKeys.loginInProgress)).toBeNull();
  });

  it('is unauthenticated when there is no session', async () => {
    localStorage.setItem(storageKeys.session, '1');
    const { session } = startSession({ client: fakeClient(), authenticated: false });
    await session.start();
    expect(session.getSnapshot().status).toBe('unauthenticated');
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
  });

  it('tells subscribers when the status changes', async () => {
    const { session } = startSession({ client: fakeClient(), authenticated: true });
    const listener = vi.fn();
    session.subscribe(listener);
    await session.start();
    expect(listener).toHaveBeenCalled();
  });

  it('is an error, shown as Authentication Error, when the settings cannot be loaded', async () => {
    const { session, notify } = startSession(new Error('503: could not load the sign-in settings'));
    await session.start();
    expect(session.getSnapshot().status).toBe('error');
    expect(notify).toHaveBeenCalledWith({
      title: 'Authentication Error',
      description: '503: could not load the sign-in settings',
      variant: 'destructive',
    });
  });

  it('shows the identity provider error description as Authentication Error', async () => {
    const { session, notify } = startSession({
      client: fakeClient(),
      error: { error: 'access_denied', error_description: 'The account is disabled' },
    });
    await session.start();
    expect(session.getSnapshot().status).toBe('error');
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Authentication Error',
        description: 'The account is disabled',
      }),
    );
  });
});

describe('login_required', () => {
  const loginRequired = { error: 'login_required' };

  it('clears the cache and stored auth entries, then redirects to login back to the current page', async () => {
    localStorage.setItem('kc-callback-stale', '{}');
    localStorage.setItem(storageKeys.session, '1');
    const client = fakeClient();
    const { session, clearQueryCache } = startSession({ client, error: loginRequired });
    await session.start();
    expect(clearQueryCache).toHaveBeenCalled();
    expect(localStorage.getItem('kc-callback-stale')).toBeNull();
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.loginInProgress)).toBe('1');
    expect(client.login).toHaveBeenCalledWith({ redirectUri: `${ORIGIN}/services?from=menu` });
  });

  it('redirects only once: with a login already in progress the visitor stays signed out', async () => {
    sessionStorage.setItem(storageKeys.loginInProgress, '1');
    const client = fakeClient();
    const { session } = startSession({ client, error: loginRequired });
    await session.start();
    expect(client.login).not.toHaveBeenCalled();
    expect(session.getSnapshot().status).toBe('unauthenticated');
  });
});

describe('tokens', () => {
  it('are refreshed when they have less than a minute left before being handed out', async () => {
    const client = fakeClient();
    const { session } = startSession({ client, authenticated: true });
    await session.start();
    await expect(session.getToken()).resolves.toBe('access-token-1');
    expect(client.updateToken).toHaveBeenCalledWith(TOKEN_MIN_VALIDITY_SECONDS);
    expect(TOKEN_MIN_VALIDITY_SECONDS).toBe(60);
  });

  it('are not handed out when signed out', async () => {
    const client = fakeClient();
    const { session } = startSession({ client, authenticated: false });
    await session.start();
    await expect(session.getToken()).resolves.toBeUndefined();
    expect(client.updateToken).not.toHaveBeenCalled();
  });

  it('are refreshed when keycloak-js reports them expired', async () => {
    const client = fakeClient();
    const { session, expire } = startSession({ client, authenticated: true });
    await session.start();
    expire();
    expect(client.updateToken).toHaveBeenCalledWith(TOKEN_MIN_VALIDITY_SECONDS);
  });

  it('survive two dropped refresh requests: the third attempt counts', async () => {
    const client = fakeClient();
    client.updateToken
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(true);
    const { session } = startSession({ client, authenticated: true });
    await session.start();
    await expect(session.getToken()).resolves.toBe('access-token-1');
    expect(client.updateToken).toHaveBeenCalledTimes(3);
    expect(session.getSnapshot().status).toBe('authenticated');
  });

  it('end the session when the refresh fails: cache and session flag cleared, signed out', async () => {
    const client = fakeClient();
    client.updateToken.mockImplementation(async () => {
      client.token = undefined;
      throw new Error('invalid_grant');
    });
    const { session, clearQueryCache } = startSession({ client, authenticated: true });
    await session.start();
    await expect(session.getToken()).resolves.toBeUndefined();
    expect(client.updateToken).toHaveBeenCalledOnce();
    expect(clearQueryCache).toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
    expect(session.getSnapshot().status).toBe('unauthenticated');
  });

  it('can be renewed on demand so newly assigned roles apply', async () => {
    const client = fakeClient([]);
    const { session } = startSession({ client, authenticated: true });
    await session.start();
    expect(session.hasRole('technician')).toBe(false);
    client.hasRealmRole.mockImplementation((role: string) => role === 'technician');
    const before = session.getSnapshot().revision;
    await session.refreshToken();
    expect(client.updateToken).toHaveBeenCalledWith(-1);
    expect(session.getSnapshot().revision).toBeGreaterThan(before);
    expect(session.hasRole('technician')).toBe(true);
  });
});

describe('roles', () => {
  it('come from the token of a signed-in user', async () => {
    const { session } = startSession({ client: fakeClient(['admin']), authenticated: true });
    expect(session.hasRole('admin')).toBe(false);
    await session.start();
    expect(session.hasRole('admin')).toBe(true);
    expect(session.hasRole('technician')).toBe(false);
  });
});

describe('login and register', () => {
  it('login comes back to /dashboard by default', async () => {
    const client = fakeClient();
    const { session } = startSession({ client, authenticated: false });
    await session.start();
    await session.login();
    expect(client.login).toHaveBeenCalledWith({ redirectUri: `${ORIGIN}/dashboard` });
  });

  it('register always asks for credentials', async () => {
    const client = fakeClient();
    const { session } = startSession({ client, authenticated: false });
    await session.register({
      redirectPath: '/onboarding',
      loginHint: 'tanya@example.com',
      name: 'Tanya Ivanoff',
    });
    expect(client.register).toHaveBeenCalledWith({
      redirectUri: `${ORIGIN}/onboarding`,
      prompt: 'login',
      loginHint: 'tanya@example.com',
      name: 'Tanya Ivanoff',
    });
  });

  it('leave a hint that the identity provider must be asked on the next page, until it has been', async () => {
    const { session } = startSession({ client: fakeClient(), authenticated: false });
    await session.login();
    expect(localStorage.getItem(storageKeys.signInStarted)).toBe('1');
    await session.start();
    expect(localStorage.getItem(storageKeys.signInStarted)).toBeNull();
    await session.register();
    expect(localStorage.getItem(storageKeys.signInStarted)).toBe('1');
  });

  it('use the one connection to the identity provider', async () => {
    const { session, connect } = startSession({ client: fakeClient(), authenticated: false });
    await session.start();
    await session.login();
    expect(connect).toHaveBeenCalledOnce();
  });
});

describe('logout', () => {
  it('forgets everything local, then logs out at the identity provider back to the root', async () => {
    sessionStorage.setItem(storageKeys.signupUuid, 'draft-uuid');
    sessionStorage.setItem(storageKeys.signupSecret, 'draft-key');
    sessionStorage.setItem(storageKeys.loginInProgress, '1');
    localStorage.setItem('kc-callback-pending', '{}');
    localStorage.setItem(`${storageKeys.deviceDraftPrefix}service-log.job-1`, '{}');
    localStorage.setItem('rha.onboarding.draft.subject', '{}');
    const client = fakeClient();
    const { session, clearQueryCache } = startSession({ client, authenticated: true });
    await session.start();
    await session.logout();
    expect(clearQueryCache).toHaveBeenCalled();
    expect(sessionStorage.getItem(storageKeys.signupUuid)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.signupSecret)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.loginInProgress)).toBeNull();
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
    expect(localStorage.getItem('kc-callback-pending')).toBeNull();
    expect(localStorage.getItem(`${storageKeys.deviceDraftPrefix}service-log.job-1`)).toBeNull();
    expect(localStorage.getItem('rha.onboarding.draft.subject')).toBe('{}');
    expect(client.logout).toHaveBeenCalledWith({ redirectUri: `${ORIGIN}/` });
  });

  it('shows Logout Error and rejects when the identity provider cannot be reached', async () => {
    const client = fakeClient();
    client.logout.mockRejectedValueOnce(new Error('offline'));
    const { session, notify } = startSession({ client, authenticated: true });
    await session.start();
    await expect(session.logout()).rejects.toThrow('offline');
    expect(notify).toHaveBeenCalledWith({
      title: 'Logout Error',
      description: 'There was an error logging out. Please try again.',
    });
  });
});

describe('other tabs', () => {
  it('signing out in another tab ends the session in this one', async () => {
    const client = fakeClient();
    const { session, clearQueryCache } = startSession({ client, authenticated: true });
    await session.start();
    localStorage.removeItem(storageKeys.session);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.session, newValue: null }));
    expect(session.getSnapshot().status).toBe('unauthenticated');
    expect(clearQueryCache).toHaveBeenCalled();
    expect(client.clearToken).toHaveBeenCalled();
  });
});

describe('back/forward cache', () => {
  const restoreFromCache = () =>
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

  it('a page restored after signing out on it shows nobody signed in', async () => {
    const client = fakeClient();
    const { session, clearQueryCache } = startSession({ client, authenticated: true });
    await session.start();
    await session.logout();
    localStorage.setItem(storageKeys.session, '1');
    restoreFromCache();
    expect(session.getSnapshot().status).toBe('unauthenticated');
    expect(clearQueryCache).toHaveBeenCalled();
    expect(client.clearToken).toHaveBeenCalled();
  });

  it('a page restored after signing out elsewhere shows nobody signed in', async () => {
    const { session } = startSession({ client: fakeClient(), authenticated: true });
    await session.start();
    localStorage.removeItem(storageKeys.session);
    restoreFromCache();
    expect(session.getSnapshot().status).toBe('unauthenticated');
  });

  it('a page restored while still signed in keeps its session', async () => {
    const { session } = startSession({ client: fakeClient(), authenticated: true });
    await session.start();
    restoreFromCache();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(session.getSnapshot().status).toBe('authenticated');
  });
});

describe('restoring the session on a reload', () => {
  const storedTokens = (refreshTokenLifetimeSeconds: number): SessionTokens => ({
    token: fakeJwt(300),
    refreshToken: fakeJwt(refreshTokenLifetimeSeconds),
    idToken: 'id-token',
  });

  it('resumes from the stored tokens while the refresh token is valid', async () => {
    const tokens = storedTokens(1800);
    storeTokens(tokens);
    const { session, connect } = startSession({ client: fakeClient(), authenticated: true });
    await session.start();
    expect(connect).toHaveBeenCalledWith(expect.anything(), tokens);
    expect(session.getSnapshot().status).toBe('authenticated');
    expect(localStorage.getItem(storageKeys.session)).toBe('1');
  });

  it('asks the identity provider instead once the refresh token has run out, dropping the tokens', async () => {
    storeTokens(storedTokens(30));
    const { session, connect } = startSession({ client: fakeClient(), authenticated: true });
    await session.start();
    expect(connect).toHaveBeenCalledWith(expect.anything(), undefined);
    expect(readStoredTokens()).toBeNull();
  });

  it('keeps every set of tokens the identity provider issues, replacing the last', async () => {
    const { session, issue } = startSession({ client: fakeClient(), authenticated: true });
    await session.start();
    issue({ token: 'access-1', refreshToken: 'refresh-1' });
    issue({ token: 'access-2', refreshToken: 'refresh-2', idToken: 'id-2' });
    expect(readStoredTokens()).toEqual({
      token: 'access-2',
      refreshToken: 'refresh-2',
      idToken: 'id-2',
    });
  });
});

describe('stored tokens are dropped', () => {
  const tokens = { token: fakeJwt(300), refreshToken: fakeJwt(1800) };
  beforeEach(() => storeTokens(tokens));

  it('on sign-out', async () => {
    const { session } = startSession({ client: fakeClient(), authenticated: true });
    await session.start();
    await session.logout();
    expect(readStoredTokens()).toBeNull();
  });

  it('on sign-out, even when the identity provider issues tokens on the way out', async () => {
    const { session, issue } = startSession({ client: fakeClient(), authenticated: true });
    await session.start();
    const signingOut = session.logout();
    issue({ token: fakeJwt(300), refreshToken: fakeJwt(1800) });
    await signingOut;
    expect(readStoredTokens()).toBeNull();
  });

  it('when the identity provider refuses the refresh', async () => {
    const client = fakeClient();
    client.updateToken.mockImplementation(async () => {
      client.token = undefined;
      throw new Error('invalid_grant');
    });
    const { session } = startSession({ client, authenticated: true });
    await session.start();
    await session.getToken();
    expect(readStoredTokens()).toBeNull();
  });

  it('when another tab signs out', async () => {
    const { session } = startSession({ client: fakeClient(), authenticated: true });
    await session.start();
    localStorage.removeItem(storageKeys.session);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.session, newValue: null }));
    expect(readStoredTokens()).toBeNull();
  });

  it('when the identity provider finds no session', async () => {
    const { session } = startSession({ client: fakeClient(), authenticated: false });
    await session.start();
    expect(readStoredTokens()).toBeNull();
  });

  it('but kept, with the session, when a refresh fails for want of a link', async () => {
    const client = fakeClient();
    client.updateToken.mockRejectedValue(new Error('network'));
    const { session, clearQueryCache } = startSession({ client, authenticated: true });
    await session.start();
    await expect(session.getToken()).resolves.toBeUndefined();
    expect(session.getSnapshot().status).toBe('authenticated');
    expect(clearQueryCache).not.toHaveBeenCalled();
    expect(readStoredTokens()).toEqual(tokens);
  });
});
