import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../src/auth.js';
import { HttpProblem } from '../src/errors.js';

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  jwk: object;
}

function newKey(): SigningKey {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  return {
    kid,
    privateKey,
    jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' },
  };
}

/** An issuer whose JWKS can be rotated and which counts how often it is read. */
const published: SigningKey[] = [];
let reads = 0;
let server: Server;
let issuer = '';
const audience = 'remote-hands-api';

function sign(key: SigningKey, kid = key.kid): string {
  return jwt.sign({ sub: 'user-1' }, key.privateKey, {
    algorithm: 'RS256',
    keyid: kid,
    issuer,
    audience,
    expiresIn: 300,
  });
}

async function outcome(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpProblem) return error.status;
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = createServer((_request, response) => {
    reads += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: published.map((key) => key.jwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/remote-hands`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('signing keys of the JWKS', () => {
  it('stop verifying once removed from the JWKS and the cache time has passed', async () => {
    const old = newKey();
    const replacement = newKey();
    published.splice(0, published.length, old);
    const auth = createAuth({ issuer, audience, keyCacheMs: 300, jwksMinIntervalMs: 50 });

    expect(await outcome(auth.verify(sign(old)))).toBe(200);
    published.splice(0, published.length, replacement);
    // Within the cache time the key read before still counts, as with any JWKS cache.
    expect(await outcome(auth.verify(sign(old)))).toBe(200);

    await sleep(350);
    expect(await outcome(auth.verify(sign(old)))).toBe(401);
    expect(await outcome(auth.verify(sign(replacement)))).toBe(200);
  });

  it('still picks up a newly rotated-in key after a flood of made-up kids', async () => {
    const current = newKey();
    published.splice(0, published.length, current);
    const interval = 200;
    const auth = createAuth({ issuer, audience, keyCacheMs: 60_000, jwksMinIntervalMs: interval });
    expect(await outcome(auth.verify(sign(current)))).toBe(200);
    reads = 0;

    const started = Date.now();
    const flood = await Promise.all(
      Array.from({ length: 200 }, () => outcome(auth.verify(sign(current, randomUUID())))),
    );
    expect(new Set(flood)).toEqual(new Set([401]));
    // A kid already found unknown is answered from memory.
    const repeated = sign(current, randomUUID());
    await outcome(auth.verify(repeated));
    const readsBefore = reads;
    expect(await outcome(auth.verify(repeated))).toBe(401);
    expect(reads).toBe(readsBefore);

    const rotatedIn = newKey();
    published.push(rotatedIn);
    expect(await outcome(auth.verify(sign(rotatedIn)))).toBe(200);
    const elapsed = Date.now() - started;
    // At most one read per interval, however many kids asked.
    expect(reads).toBeLessThanOrEqual(Math.ceil(elapsed / interval) + 1);
    expect(reads).toBeLessThanOrEqual(4);
  });

  it('answers an unknown kid with 401 and an unreachable JWKS with 502', async () => {
    const current = newKey();
    published.splice(0, published.length, current);
    const auth = createAuth({ issuer, audience, jwksMinIntervalMs: 10 });
    expect(await outcome(auth.verify(sign(current, 'not-published')))).toBe(401);

    const offline = createAuth({
      issuer,
      audience,
      jwksUri: 'http://127.0.0.1:1/certs',
      jwksMinIntervalMs: 10,
    });
    expect(await outcome(offline.verify(sign(current)))).toBe(502);
  });
});
