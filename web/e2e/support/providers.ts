import { requireTool } from '@rha/kit/testing';

/**
 * The identity providers the sign-in and sign-up journeys run against: the embedded dev provider that
 * `npm start` uses, and the real, pinned Keycloak, so the two cannot drift apart.
 */
export type IdentityProviderName = 'dev' | 'keycloak';

export interface IdentityProviderCase {
  name: IdentityProviderName;
  /** False for Keycloak when it is not installed outside CI: its journeys are skipped after one line. */
  available: boolean;
}

/** Asks for Keycloak once per test file: under CI a missing one throws. */
export function identityProviders(): IdentityProviderCase[] {
  return [
    { name: 'dev', available: true },
    { name: 'keycloak', available: requireTool('keycloak') !== undefined },
  ];
}
