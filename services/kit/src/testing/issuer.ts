import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';

export interface SignOptions {
  /** Seconds (negative for an already expired token) or a span such as '5m'. Default 300. */
  expiresIn?: number | `${number}${'s' | 'm' | 'h' | 'd'}`;
  issuer?: string;
  audience?: string | string[];
  /** Header kid; a kid missing from the JWKS makes an "unknown key" token. */
  kid?: string;
  /** 'HS256' signs with the public key as an HMAC secret, the classic key-confusion attack. */
  algorithm?: 'RS256' | 'HS256' | 'none';
}

export interface TestIssuer {
  /** Keycloak-shaped: `http://127.0.0.1:<port>/realms/remote-hands`. */
  issuer: string;
  jwksUri: string;
  audience: string;
  kid: string;
  publicKeyPem: string;
  /**
   * A Keycloak-like access token. `claims` are merged over defaults (random `sub`, `azp: web`,
   * `realm_access.roles` with the default composite roles); put iss/aud/exp in `options`, not claims.
   */
  sign(claims?: object, options?: SignOptions): string;
  close(): Promise<void>;
}

/** An RS256 identity provider for tests: a fresh key pair and its JWKS on a random local port. */
export async function startTestIssuer(options: { audience?: string } = {}): Promise<TestIssuer> {
  const audience = options.audience ?? 'remote-hands-api';
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const jwks = {
    keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
  };

  let issuer = '';
  const server = createServer((request, response) => {
    const routes: Record<string, unknown> = {
      '/realms/remote-hands/protocol/openid-connect/certs': jwks,
      '/realms/remote-hands/.well-known/openid-configuration': {
        issuer,
        jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      },
    };
    const body = routes[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { error: 'not_found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  issuer = `http://127.0.0.1:${port}/realms/remote-hands`;

  function sign(claims: object = {}, signOptions: SignOptions = {}): string {
    const payload = {
      sub: randomUUID(),
      azp: 'web',
      typ: 'Bearer',
      realm_access: {
        roles: ['default-roles-remote-hands', 'offline_access', 'uma_authorization'],
      },
      ...claims,
    };
    const common: jwt.SignOptions = {
      expiresIn: signOptions.expiresIn ?? 300,
      issuer: signOptions.issuer ?? issuer,
      audience: signOptions.audience ?? audience,
      keyid: signOptions.kid ?? kid,
      header: { alg: signOptions.algorithm ?? 'RS256', typ: 'JWT' },
    };
    switch (signOptions.algorithm ?? 'RS256') {
      case 'RS256':
        return jwt.sign(payload, privateKey, { ...common, algorithm: 'RS256' });
      case 'HS256':
        return jwt.sign(payload, publicKeyPem, { ...common, algorithm: 'HS256' });
      case 'none':
        return jwt.sign(payload, null, { ...common, algorithm: 'none' });
    }
  }

  return {
    issuer,
    jwksUri: `${issuer}/protocol/openid-connect/certs`,
    audience,
    kid,
    publicKeyPem,
    sign,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
