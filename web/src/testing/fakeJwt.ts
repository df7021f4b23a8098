import type { TokenClaims } from '../auth/jwtClaims';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned JWT with these claims, expiring `expiresInSeconds` from now: what the app decodes. */
export function fakeJwt(expiresInSeconds: number, claims: TokenClaims = {}): string {
  const payload = { exp: Math.floor(Date.now() / 1000) + expiresInSeconds, ...claims };
  return [
    base64Url(JSON.stringify({ alg: 'none' })),
    base64Url(JSON.stringify(payload)),
    'signature',
  ].join('.');
}
