import type { AuthOptions } from './auth.js';

export interface KeycloakSettings {
  KEYCLOAK_URL: string;
  /** The URL the browser uses; defaults to KEYCLOAK_URL. */
  PUBLIC_KEYCLOAK_URL?: string | undefined;
  KEYCLOAK_REALM: string;
  AUTH_AUDIENCE: string;
}

/**
 * Keycloak stamps its frontend (public) URL into each token's `iss`, while the signing keys may be
 * fetched over an internal address: the issuer comes from the public URL, the JWKS from the internal one.
 */
export function keycloakAuthOptions(
  settings: KeycloakSettings,
): Required<Pick<AuthOptions, 'issuer' | 'audience' | 'jwksUri'>> {
  const realmPath = `/realms/${encodeURIComponent(settings.KEYCLOAK_REALM)}`;
  const publicUrl = withoutTrailingSlash(settings.PUBLIC_KEYCLOAK_URL ?? settings.KEYCLOAK_URL);
  const internalUrl = withoutTrailingSlash(settings.KEYCLOAK_URL);
  return {
    issuer: `${publicUrl}${realmPath}`,
    audience: settings.AUTH_AUDIENCE,
    jwksUri: `${internalUrl}${realmPath}/protocol/openid-connect/certs`,
  };
}

export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
