import {
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  randomBytes,
  randomUUID,
  type JsonWebKey,
} from 'node:crypto';
import { promisify } from 'node:util';
import type { Pool } from 'pg';
import { schemaName } from './schema.js';

export interface IdpKeys {
  /** RS256 key for access and ID tokens, as a private JWK for oidc-provider. */
  signingJwk: SigningJwk;
  signingKeyPem: string;
  verificationKeyPem: string;
  /** Keys for oidc-provider's signed cookies. */
  cookieKeys: string[];
  /** HS512 key of refresh tokens, as Keycloak signs them with a realm HMAC key. */
  refreshTokenKey: { kid: string; secret: Buffer };
}

export type SigningJwk = JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' };

const generateRsaKeyPair = promisify(generateKeyPair);

async function newSigningJwk(): Promise<SigningJwk> {
  const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/**
 * Keys are made once and kept in the database, so tokens, sessions and cookies stay valid when
 * the provider restarts. `on conflict do nothing` lets concurrent starts agree on one key.
 */
export async function storedMaterial<T>(
  pool: Pool,
  schema: string,
  name: string,
  create: () => Promise<T>,
): Promise<T> {
  const table = `${schemaName(schema)}.keys`;
  const existing = await pool.query<{ material: T }>(
    `select material from ${table} where name = $1`,
    [name],
  );
  if (existing.rows[0]) return existing.rows[0].material;
  await pool.query(
    `insert into ${table} (name, material) values ($1, $2::jsonb) on conflict do nothing`,
    [name, JSON.stringify(await create())],
  );
  const stored = await pool.query<{ material: T }>(
    `select material from ${table} where name = $1`,
    [name],
  );
  if (!stored.rows[0]) throw new Error(`Key material ${name} could not be stored`);
  return stored.rows[0].material;
}

export async function loadKeys(pool: Pool, schema: string): Promise<IdpKeys> {
  const signingJwk = await storedMaterial(pool, schema, 'signing', newSigningJwk);
  const cookies = await storedMaterial(pool, schema, 'cookies', async () => ({
    keys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
  }));
  const refresh = await storedMaterial(pool, schema, 'refresh-token', async () => ({
    kid: randomUUID(),
    secret: randomBytes(64).toString('base64url'),
  }));
  const privateKey = createPrivateKey({ key: signingJwk, format: 'jwk' });
  return {
    signingJwk,
    signingKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    verificationKeyPem: createPublicKey(privateKey)
      .export({ type: 'spki', format: 'pem' })
      .toString(),
    cookieKeys: cookies.keys,
    refreshTokenKey: { kid: refresh.kid, secret: Buffer.from(refresh.secret, 'base64url') },
  };
}
