import { randomBytes } from 'node:crypto';
import { testDatabaseUrl } from '@rha/kit/testing';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isLoopbackHost, startIdp, type IdpOptions, type RunningIdp } from '../src/idp/index.js';

const logger = pino({ level: 'silent' });
const schemas: string[] = [];
let databaseUrl: string;

function newSchema(): string {
  const schema = `idp_exposure_${randomBytes(4).toString('hex')}`;
  schemas.push(schema);
  return schema;
}

async function withIdp<T>(
  options: Partial<IdpOptions>,
  use: (idp: RunningIdp) => Promise<T>,
): Promise<T> {
  const idp = await startIdp({ port: 0, databaseUrl, schema: newSchema(), logger, ...options });
  try {
    return await use(idp);
  } finally {
    await idp.stop();
  }
}

/** The admin client's token request, as identity makes it. */
async function adminTokenStatus(idp: RunningIdp, secret: string): Promise<number> {
  const response = await fetch(`${idp.issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`identity-admin:${secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  return response.status;
}

beforeAll(async () => {
  databaseUrl = await testDatabaseUrl();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  for (const schema of schemas) await pool.query(`drop schema if exists ${schema} cascade`);
  await pool.end();
});

describe('where the dev identity provider may run', () => {
  it('refuses to start when NODE_ENV=production', async () => {
    await expect(startIdp({ port: 0, databaseUrl, logger, nodeEnv: 'production' })).rejects.toThrow(
      /NODE_ENV=production/,
    );
  });

  it('reads NODE_ENV from the environment by default', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await expect(startIdp({ port: 0, databaseUrl, logger })).rejects.toThrow(/NODE_ENV/);
  });

  it('refuses a non-loopback address unless explicitly allowed', async () => {
    vi.stubEnv('IDP_ALLOW_NON_LOOPBACK', '');
    await expect(startIdp({ port: 0, databaseUrl, logger, host: '0.0.0.0' })).rejects.toThrow(
      /not a loopback address.*IDP_ALLOW_NON_LOOPBACK=true/,
    );
    vi.stubEnv('IDP_ALLOW_NON_LOOPBACK', 'true');
    await withIdp({ host: '0.0.0.0' }, async (idp) => {
      expect((await fetch(`${idp.url}/healthz`)).status).toBe(200);
    });
  });

  it('listens on 127.0.0.1 by default', async () => {
    await withIdp({}, async (idp) => {
      const port = new URL(idp.url).port;
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    });
  });

  it('tells loopback addresses from the rest', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1', 'localhost']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      '0.0.0.0',
      '::',
      '192.0.2.2',
      '10.0.0.1',
      'example.com',
      '::ffff:10.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe("the identity-admin client's secret", () => {
  it('is random per database schema and kept across restarts', async () => {
    vi.stubEnv('IDENTITY_ADMIN_CLIENT_SECRET', '');
    const schema = newSchema();
    const first = await withIdp({ schema }, async (idp) => {
      expect(await adminTokenStatus(idp, idp.identityAdminClientSecret)).toBe(200);
      expect(await adminTokenStatus(idp, 'dev-identity-admin-secret')).toBe(401);
      return idp.identityAdminClientSecret;
    });
    const restarted = await withIdp({ schema }, async (idp) => {
      expect(await adminTokenStatus(idp, first)).toBe(200);
      return idp.identityAdminClientSecret;
    });
    const elsewhere = await withIdp({}, async (idp) => idp.identityAdminClientSecret);

    expect(first).toMatch(/^[\w-]{43}$/);
    expect(restarted).toBe(first);
    expect(elsewhere).not.toBe(first);
  });

  it('is the one given, by option or IDENTITY_ADMIN_CLIENT_SECRET, whatever the schema keeps', async () => {
    vi.stubEnv('IDENTITY_ADMIN_CLIENT_SECRET', '');
    const schema = newSchema();
    const stored = await withIdp({ schema }, async (idp) => idp.identityAdminClientSecret);

    await withIdp({ schema, identityAdminClientSecret: 'given-by-the-launcher' }, async (idp) => {
      expect(idp.identityAdminClientSecret).toBe('given-by-the-launcher');
      expect(await adminTokenStatus(idp, 'given-by-the-launcher')).toBe(200);
      expect(await adminTokenStatus(idp, stored)).toBe(401);
    });
    vi.stubEnv('IDENTITY_ADMIN_CLIENT_SECRET', 'from-the-environment');
    await withIdp({ schema }, async (idp) => {
      expect(idp.identityAdminClientSecret).toBe('from-the-environment');
    });
  });
});
