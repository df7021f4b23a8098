import type { Problem } from '@rha/contracts';
import { configSchema as identityConfigSchema, start as startIdentity } from '@rha/identity';
import { createLogger, parseEnv, type RunningService } from '@rha/kit';
import { createTestDb, startTestIssuer, type TestDb, type TestIssuer } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff } from './support/bff.js';

// The bff's default limits, behind a trusted proxy so that each test picks the client address it sends from.
let identityDb: TestDb;
let issuer: TestIssuer;
let identity: RunningService;
let bff: RunningService;

beforeAll(async () => {
  identityDb = await createTestDb('bff_signup_limit');
  issuer = await startTestIssuer();
  const keycloakUrl = new URL(issuer.issuer).origin;
  const identityConfig = parseEnv(identityConfigSchema, {
    PORT: '0',
    DATABASE_URL: identityDb.url,
    DATABASE_SCHEMA: identityDb.schema,
    KEYCLOAK_URL: keycloakUrl,
    LOG_LEVEL: 'silent',
  });
  if (!identityConfig.ok) throw new Error(JSON.stringify(identityConfig.problems));
  identity = await startIdentity(identityConfig.value, {
    logger: createLogger('identity', 'silent'),
  });
  bff = await startBff({
    KEYCLOAK_URL: keycloakUrl,
    IDENTITY_URL: identity.url,
    TRUST_PROXY: 'true',
  });
});

afterAll(async () => {
  await bff?.stop();
  await identity?.stop();
  await issuer?.close();
  await identityDb?.drop();
});

function draft(email: string, uuid: string = crypto.randomUUID()) {
  return {
    uuid,
    userType: 'technician',
    info: {
      name: 'Tanya Nome',
      email,
      city: 'Nome',
      state: 'Alaska',
      zipCode: '99762',
      phone: '9075550101',
      smsConsent: true,
    },
  };
}

/** POST /api/tmpUser as the ingress would pass it on from `address`. */
async function save(address: string, body: unknown): Promise<Response> {
  const response = await fetch(`${bff.url}/api/tmpUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return response;
}

async function status(address: string, body: unknown): Promise<number> {
  const response = await save(address, body);
  await response.body?.cancel();
  return response.status;
}

async function expectRefusal(response: Response, detail: string): Promise<void> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(3_500);
  expect(retryAfter).toBeLessThanOrEqual(3_600);
  const problem = (await response.json()) as Problem;
  expect(problem.code).toBe('too_many_requests');
  expect(problem.detail).toBe(detail);
}

describe('sign-up limits', () => {
  it('lets twenty people behind one village address sign up, and refuses a script from it', async () => {
    const village = '198.51.100.20';
    const statuses: number[] = [];
    for (let person = 1; person <= 20; person += 1) {
      const own = draft(`villager${person}@example.com`);
      // Each saves the form, then saves it again after a correction, with the key the first save gave.
      const first = await save(village, own);
      const { secret } = (await first.json()) as { secret: string };
      statuses.push(first.status, await status(village, { ...own, secret }));
    }
    expect(statuses.every((code) => code === 201 || code === 200)).toBe(true);

    const scripted: number[] = [];
    let refused: Response | undefined;
    for (let attempt = 1; attempt <= 300 && !refused; attempt += 1) {
      const response = await save(village, draft(`bot${attempt}@example.com`));
      if (response.status === 429) refused = response;
      else {
        scripted.push(response.status);
        await response.body?.cancel();
      }
    }

    // A hundred sign-up requests an hour from one address: the twenty people's forty and the script's first sixty.
    expect(scripted).toHaveLength(60);
    expect(refused).toBeDefined();
    if (refused) {
      await expectRefusal(
        refused,
        'Too many sign-ups from your address. Please try again in 60 minutes.',
      );
    }
    expect(await status('198.51.100.21', draft('neighbour@example.com'))).toBe(201);
  });

  it('refuses one e-mail signed up over and over from many addresses', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const email = attempt % 2 ? 'owner@example.com' : 'Owner@Example.com';
      statuses.push(await status(`192.0.2.${attempt}`, draft(email)));
    }
    expect(statuses).toEqual(Array<number>(10).fill(201));

    await expectRefusal(
      await save('192.0.2.11', draft('OWNER@example.com')),
      'Too many sign-ups with this e-mail address. Please try again in 60 minutes.',
    );
    expect(await status('192.0.2.11', draft('someone.else@example.com'))).toBe(201);
  });
});
