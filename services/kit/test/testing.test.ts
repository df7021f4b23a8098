import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import {
  createTestDb,
  editedAdminToken,
  startTestIssuer,
  strangersAdminToken,
  userToken,
} from '../src/testing/index.js';
import { compiled } from './compiled.js';

const testingModule = compiled('testing/index.js');

function brokerLookup(env: Record<string, string>) {
  const script = `
    const { testBrokerUrl } = await import(${JSON.stringify(testingModule)});
    const first = await testBrokerUrl();
    const second = await testBrokerUrl();
    process.stdout.write(JSON.stringify([first ?? null, second ?? null]));
  `;
  return promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, ...env },
  });
}

describe('testBrokerUrl without a broker', () => {
  const unreachable = 'amqp://guest:secret@127.0.0.1:1';

  it('warns once, without the password, and skips on a developer machine', async () => {
    const { stdout, stderr } = await brokerLookup({ AMQP_URL: unreachable });
    expect(JSON.parse(stdout)).toEqual([null, null]);
    expect(stderr.trim().split('\n')).toEqual([
      'RabbitMQ not reachable at amqp://guest:***@127.0.0.1:1: broker tests skipped',
    ]);
  });

  it('fails under CI', async () => {
    await expect(brokerLookup({ AMQP_URL: unreachable, CI: 'true' })).rejects.toMatchObject({
      stderr: expect.stringContaining('RabbitMQ is required under CI'),
    });
  });
});

describe('createTestDb', () => {
  it('gives each caller its own schema and drops it afterwards', async () => {
    const [first, second] = await Promise.all([createTestDb('kit_iso'), createTestDb('kit_iso')]);
    expect(first.schema).not.toBe(second.schema);
    await first.db.schema.createTable('things', (table) => table.increments('id'));
    expect(await second.db.schema.hasTable('things')).toBe(false);
    await first.drop();
    const remaining = await second
      .db('information_schema.schemata')
      .where({ schema_name: first.schema })
      .count<{ count: string }[]>('* as count');
    expect(Number(remaining[0]?.count)).toBe(0);
    await second.drop();
  });
});

describe('startTestIssuer', () => {
  it('signs Keycloak-shaped RS256 tokens that its published key verifies', async () => {
    const issuer = await startTestIssuer({ audience: 'custom-api' });
    try {
      const token = issuer.sign({ sub: 'u1', realm_access: { roles: ['technician'] } });
      const { header } = jwt.decode(token, { complete: true })!;
      expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT', kid: issuer.kid });
      expect(jwt.verify(token, issuer.publicKeyPem, { algorithms: ['RS256'] })).toMatchObject({
        sub: 'u1',
        iss: issuer.issuer,
        aud: 'custom-api',
        azp: 'web',
        realm_access: { roles: ['technician'] },
      });
      const jwks = (await (await fetch(issuer.jwksUri)).json()) as { keys: { kid: string }[] };
      expect(jwks.keys.map((key) => key.kid)).toEqual([issuer.kid]);
    } finally {
      await issuer.close();
    }
  });
});

describe('test tokens', () => {
  it('signs a user with the realm defaults added, and forges admin tokens the key never signed', async () => {
    const issuer = await startTestIssuer();
    try {
      const verify = (token: string) =>
        jwt.verify(token, issuer.publicKeyPem, { algorithms: ['RS256'] });
      expect(
        verify(userToken(issuer, { sub: 'u2', roles: ['admin'], name: 'Alma' })),
      ).toMatchObject({
        sub: 'u2',
        email: 'u2@example.com',
        name: 'Alma',
        realm_access: { roles: ['admin', 'default-roles-remote-hands', 'offline_access'] },
      });
      for (const forged of [editedAdminToken(issuer), await strangersAdminToken(issuer)]) {
        expect(jwt.decode(forged, { complete: true })).toMatchObject({
          header: { kid: issuer.kid },
          payload: { iss: issuer.issuer, realm_access: { roles: ['admin'] } },
        });
        expect(() => verify(forged)).toThrow('invalid signature');
      }
    } finally {
      await issuer.close();
    }
  });
});
