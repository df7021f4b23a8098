import type { KeycloakInitOptions } from 'keycloak-js';
import { describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../testing/fakeJwt';
import type { SessionTokens } from './keycloakConnection';
import { createRestoredClient, type RestorableKeycloak } from './restoredClient';

/** A keycloak-js stand-in whose init refreshes the tokens, or fails as told. */
function fakeKeycloak(initOutcome: 'refreshed' | 'refused' | 'unreachable' = 'refreshed') {
  const keycloak = {
    token: undefined as string | undefined,
    init: vi.fn(async (options: KeycloakInitOptions) => {
      if (initOutcome === 'unreachable') {
        keycloak.token = options.token;
        throw new Error('network');
      }
      if (initOutcome === 'refused') throw new Error('invalid_grant');
      if (options.token) keycloak.token = 'refreshed-access-token';
      return true;
    }),
    login: vi.fn(async () => {}),
    register: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    updateToken: vi.fn(async () => false),
    hasRealmRole: vi.fn((role: string) => role === 'technician'),
    clearToken: vi.fn(),
  } satisfies RestorableKeycloak;
  return keycloak;
}

function restore(tokens: SessionTokens, keycloaks: ReturnType<typeof fakeKeycloak>[]) {
  const queue = [...keycloaks];
  const createKeycloak = vi.fn(async () => {
    const next = queue.shift();
    if (!next) throw new Error('no more keycloak instances');
    return next;
  });
  const client = createRestoredClient(tokens, {
    createKeycloak,
    initOptions: { ...tokens, checkLoginIframe: false },
  });
  return { client, createKeycloak };
}

const validTokens = (): SessionTokens => ({
  token: fakeJwt(300, { realm_access: { roles: ['company'] } }),
  refreshToken: fakeJwt(1800),
  idToken: 'id-token',
});

describe('a session restored from stored tokens', () => {
  it('serves the stored access token and its roles without starting keycloak-js', async () => {
    const tokens = validTokens();
    const { client, createKeycloak } = restore(tokens, [fakeKeycloak()]);
    await expect(client.updateToken(60)).resolves.toBe(false);
    expect(client.token).toBe(tokens.token);
    expect(client.hasRealmRole('company')).toBe(true);
    expect(client.hasRealmRole('admin')).toBe(false);
    expect(createKeycloak).not.toHaveBeenCalled();
  });

  it('starts keycloak-js with the stored tokens once the access token runs out', async () => {
    const tokens = { ...validTokens(), token: fakeJwt(30) };
    const keycloak = fakeKeycloak();
    const { client } = restore(tokens, [keycloak]);
    await client.updateToken(60);
    expect(keycloak.init).toHaveBeenCalledWith(
      expect.objectContaining({ token: tokens.token, refreshToken: tokens.refreshToken }),
    );
    expect(keycloak.updateToken).toHaveBeenCalledWith(60);
    expect(client.token).toBe('refreshed-access-token');
    expect(client.hasRealmRole('technician')).toBe(true);
  });

  it('starts keycloak-js for a forced refresh even with a valid access token', async () => {
    const keycloak = fakeKeycloak();
    const { client } = restore(validTokens(), [keycloak]);
    await client.updateToken(-1);
    expect(keycloak.init).toHaveBeenCalledOnce();
    expect(keycloak.updateToken).toHaveBeenCalledWith(-1);
  });

  it('drops its token when the identity provider refuses the stored refresh token', async () => {
    const tokens = { ...validTokens(), token: fakeJwt(-5) };
    const { client } = restore(tokens, [fakeKeycloak('refused')]);
    await expect(client.updateToken(60)).rejects.toThrow('invalid_grant');
    expect(client.token).toBeUndefined();
    expect(client.hasRealmRole('company')).toBe(false);
  });

  it('keeps its token after a dropped link, and tries a new keycloak-js next time', async () => {
    const tokens = { ...validTokens(), token: fakeJwt(-5) };
    const second = fakeKeycloak();
    const { client, createKeycloak } = restore(tokens, [fakeKeycloak('unreachable'), second]);
    await expect(client.updateToken(60)).rejects.toThrow('network');
    expect(client.token).toBe(tokens.token);
    await client.updateToken(60);
    expect(createKeycloak).toHaveBeenCalledTimes(2);
    expect(client.token).toBe('refreshed-access-token');
  });

  it('logs out through keycloak-js started with the tokens, so the id token goes along', async () => {
    const keycloak = fakeKeycloak();
    const { client } = restore(validTokens(), [keycloak]);
    await client.logout({ redirectUri: 'https://rha.example/' });
    expect(keycloak.init).toHaveBeenCalledWith(expect.objectContaining({ idToken: 'id-token' }));
    expect(keycloak.logout).toHaveBeenCalledWith({ redirectUri: 'https://rha.example/' });
  });

  it('still logs out when the stored tokens were refused, through a keycloak-js without them', async () => {
    const fresh = fakeKeycloak();
    const { client } = restore(validTokens(), [fakeKeycloak('refused'), fresh]);
    await client.logout({ redirectUri: 'https://rha.example/' });
    expect(fresh.init).toHaveBeenCalledWith(expect.objectContaining({ token: undefined }));
    expect(fresh.logout).toHaveBeenCalled();
  });

  it('hands out no token once cleared', async () => {
    const { client } = restore(validTokens(), [fakeKeycloak()]);
    client.clearToken();
    expect(client.token).toBeUndefined();
    expect(client.hasRealmRole('company')).toBe(false);
  });
});
