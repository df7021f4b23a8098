import type Keycloak from 'keycloak-js';
import type { KeycloakRegisterOptions } from 'keycloak-js';

/** keycloak-js's registration options, plus the full name the person already typed in the app. */
export interface RegisterWithNameOptions extends KeycloakRegisterOptions {
  name?: string;
}

/**
 * The identity provider asks for a first and a last name where the app asks for one full name: the last
 * word is taken as the last name and the rest as the first, which the person can still correct there.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}

/**
 * The registration page's address with the name in its fragment, which the login theme's script reads
 * into the empty name fields. A fragment stays in the browser: the name reaches no server's logs, and
 * the browser keeps it across the provider's redirects.
 */
export function withRegistrationName(url: string, fullName: string | undefined): string {
  const parts = splitFullName(fullName ?? '');
  const fragment = new URLSearchParams(
    Object.entries(parts).filter(([, value]) => value !== ''),
  ).toString();
  return fragment ? `${url.split('#')[0]}#${fragment}` : url;
}

/** keycloak-js's own registration redirect, with the name carried along. */
export function registerWithName(keycloak: Pick<Keycloak, 'createRegisterUrl'>) {
  return async ({ name, ...options }: RegisterWithNameOptions = {}): Promise<void> => {
    window.location.assign(withRegistrationName(await keycloak.createRegisterUrl(options), name));
  };
}
