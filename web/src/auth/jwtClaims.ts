/** The claims of a token this app reads itself; the identity provider's signature is checked by the bff. */
export interface TokenClaims {
  /** Expiry, seconds since the epoch. */
  exp?: number;
  realm_access?: { roles?: string[] };
}

/** Decodes a JWT's payload without checking it; undefined when it is not a JWT. */
export function readTokenClaims(token: string): TokenClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : undefined;
  } catch {
    return undefined;
  }
}

/** Seconds until the token expires (negative once expired); -Infinity when it carries no expiry. */
export function secondsUntilExpiry(token: string, nowMs: number = Date.now()): number {
  const exp = readTokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp - nowMs / 1000 : Number.NEGATIVE_INFINITY;
}
