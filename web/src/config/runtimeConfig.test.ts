import { createBffClient } from '@rha/contracts/clients';
import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from './runtimeConfig';

function bffAnswering(status: number, body: unknown) {
  return createBffClient({
    baseUrl: 'http://localhost',
    fetch: async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  });
}

describe('runtime config', () => {
  it('reads the identity provider settings from /config.json', async () => {
    const settings = {
      keycloakUrl: 'http://localhost:8081',
      realm: 'remote-hands',
      clientId: 'web',
    };
    await expect(loadRuntimeConfig(bffAnswering(200, settings))).resolves.toEqual(settings);
  });

  it('fails with the status when /config.json is not served', async () => {
    await expect(loadRuntimeConfig(bffAnswering(503, {}))).rejects.toThrow(
      '503: could not load the sign-in settings',
    );
  });

  it('fails when a setting is missing', async () => {
    await expect(
      loadRuntimeConfig(bffAnswering(200, { keycloakUrl: 'http://localhost:8081', realm: '' })),
    ).rejects.toThrow('The sign-in settings lack keycloakUrl, realm or clientId');
  });
});
