import { keycloakAuthOptions, withoutTrailingSlash } from '@rha/kit';
import type { Config } from './config.js';

export interface KeycloakEndpoints {
  /** Base URL the browser uses (keycloak-js `url`). */
  publicUrl: string;
  /** Origin the browser talks to for sign-in: allowed by the web app's CSP. */
  publicOrigin: string;
  /** `iss` of the realm's tokens. */
  issuer: string;
  /** Where the bff fetches the realm's signing keys (possibly an internal address). */
  jwksUri: string;
}

type KeycloakConfig = Pick<
  Config,
  'KEYCLOAK_URL' | 'PUBLIC_KEYCLOAK_URL' | 'KEYCLOAK_REALM' | 'AUTH_AUDIENCE'
>;

export function keycloakEndpoints(config: KeycloakConfig): KeycloakEndpoints {
  const publicUrl = withoutTrailingSlash(config.PUBLIC_KEYCLOAK_URL ?? config.KEYCLOAK_URL);
  const { issuer, jwksUri } = keycloakAuthOptions(config);
  return { publicUrl, publicOrigin: new URL(publicUrl).origin, issuer, jwksUri };
}
