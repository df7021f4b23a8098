import { describe, expect, it, vi } from 'vitest';
import type { RestorableKeycloak } from './restoredClient';
import { createSignedOutClient } from './signedOutClient';

function fakeKeycloak() {
  return {
    token: undefined,
    init: vi.fn(async () => false),
    login: vi.fn(async () => {}),
    register: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    updateToken: vi.fn(async () => false),
    hasRealmRole: vi.fn(() => false),
    clearToken: vi.fn(),
  } satisfies RestorableKeycloak;
}

describe('a visitor never signed in on this browser', () => {
  it('loads no keycloak-js until a redirect is asked for', async () => {
    const createKeycloak = vi.fn(async () => fakeKeycloak());
    const client = createSignedOutClient({ createKeycloak, initOptions: {} });

    expect(client.token).toBeUndefined();
    expect(client.hasRealmRole('technician')).toBe(false);
    await expect(client.updateToken(60)).resolves.toBe(false);
    expect(createKeycloak).not.toHaveBeenCalled();
  });

  it('starts keycloak-js once, without check-sso, then redirects to sign in or sign up', async () => {
    const keycloak = fakeKeycloak();
    const createKeycloak = vi.fn(async () => keycloak);
    const client = createSignedOutClient({
      createKeycloak,
      initOptions: { checkLoginIframe: false },
    });

    await client.login({ redirectUri: 'https://remotehands.example/dashboard' });
    await client.register({ redirectUri: 'https://remotehands.example/dashboard' });

    expect(createKeycloak).toHaveBeenCalledTimes(1);
    expect(keycloak.init).toHaveBeenCalledWith({ checkLoginIframe: false });
    expect(keycloak.login).toHaveBeenCalledWith({
      redirectUri: 'https://remotehands.example/dashboard',
    });
    expect(keycloak.register).toHaveBeenCalledOnce();
  });

  it('tries again on the next click when keycloak-js could not be loaded', async () => {
    const keycloak = fakeKeycloak();
    const createKeycloak = vi
      .fn<() => Promise<RestorableKeycloak>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(keycloak);
    const client = createSignedOutClient({ createKeycloak, initOptions: {} });

    await expect(client.login()).rejects.toThrow('network');
    await client.login();

    expect(keycloak.login).toHaveBeenCalledOnce();
  });
});
