import { beforeEach, describe, expect, it } from 'vitest';
import { clearStoredTokens, readStoredTokens, storageKeys, storeTokens } from './authStorage';

beforeEach(() => localStorage.clear());

describe('stored tokens', () => {
  it('are kept in localStorage and read back', () => {
    storeTokens({ token: 'access', refreshToken: 'refresh', idToken: 'id' });
    expect(localStorage.getItem(storageKeys.tokens)).not.toBeNull();
    expect(readStoredTokens()).toEqual({ token: 'access', refreshToken: 'refresh', idToken: 'id' });
  });

  it('are none once cleared', () => {
    storeTokens({ token: 'access', refreshToken: 'refresh' });
    clearStoredTokens();
    expect(readStoredTokens()).toBeNull();
  });

  it('are ignored when not in the shape the app writes', () => {
    localStorage.setItem(storageKeys.tokens, '{"token":"access"}');
    expect(readStoredTokens()).toBeNull();
    localStorage.setItem(storageKeys.tokens, 'not json');
    expect(readStoredTokens()).toBeNull();
  });
});
