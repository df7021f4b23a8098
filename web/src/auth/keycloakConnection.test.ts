import { afterEach, describe, expect, it } from 'vitest';
import { markSessionActive, markSignInStarted } from './authStorage';
import { isAuthCallback, keycloakInitOptions, mayHaveSession } from './keycloakConnection';

const ORIGIN = 'https://remotehands.example';

describe('check-sso', () => {
  it('runs silently, through the silent-check page, on an ordinary visit', () => {
    expect(keycloakInitOptions(ORIGIN, `${ORIGIN}/dashboard`)).toMatchObject({
      onLoad: 'check-sso',
      silentCheckSsoRedirectUri: `${ORIGIN}/silent-check-sso.html`,
    });
  });

  it('leaves the silent-check page out when the sign-in answer is in the URL', () => {
    const options = keycloakInitOptions(
      ORIGIN,
      `${ORIGIN}/dashboard#state=s-1&session_state=x&iss=https%3A%2F%2Fidp&code=c-1`,
    );
    expect(options.onLoad).toBe('check-sso');
    expect(options).not.toHaveProperty('silentCheckSsoRedirectUri');
  });
});

describe('a sign-in answer in the URL', () => {
  it('is a state with a code or an error in the fragment', () => {
    expect(isAuthCallback(`${ORIGIN}/dashboard#state=s-1&code=c-1`)).toBe(true);
    expect(isAuthCallback(`${ORIGIN}/dashboard#state=s-1&error=login_required`)).toBe(true);
  });

  it('is not a page anchor, nor a code in the query', () => {
    expect(isAuthCallback(`${ORIGIN}/how-it-works#pricing`)).toBe(false);
    expect(isAuthCallback(`${ORIGIN}/dashboard#code=c-1`)).toBe(false);
    expect(isAuthCallback(`${ORIGIN}/dashboard?state=s-1&code=c-1`)).toBe(false);
  });
});

describe('whether a check-sso is worth it', () => {
  afterEach(() => localStorage.clear());

  it('is not for a browser never signed in here, on an ordinary visit', () => {
    expect(mayHaveSession(`${ORIGIN}/services`)).toBe(false);
  });

  it('is for a browser that was signed in here', () => {
    markSessionActive();
    expect(mayHaveSession(`${ORIGIN}/services`)).toBe(true);
  });

  it('is on the way back from the login page', () => {
    expect(mayHaveSession(`${ORIGIN}/dashboard#state=s-1&code=c-1`)).toBe(true);
  });

  it('is for a page opened after leaving to sign in, before the answer was processed', () => {
    markSignInStarted();
    expect(mayHaveSession(`${ORIGIN}/admin?tab=dispatch`)).toBe(true);
  });
});
