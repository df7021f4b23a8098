import type { BffClient, RuntimeConfig } from '@rha/contracts';

/**
 * Reads /config.json from the bff, so one build of the app runs against any identity provider.
 * Throws `status: message` when it is missing or incomplete: without it nobody can sign in.
 */
export async function loadRuntimeConfig(bff: BffClient): Promise<RuntimeConfig> {
  const { data, response } = await bff.GET('/config.json', { cache: 'no-store' });
  if (!response.ok || !data) {
    throw new Error(`${response.status}: could not load the sign-in settings`);
  }
  if (!data.keycloakUrl || !data.realm || !data.clientId) {
    throw new Error('The sign-in settings lack keycloakUrl, realm or clientId');
  }
  return data;
}
