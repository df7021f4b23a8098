import { randomUUID } from 'node:crypto';
import type { Problem } from '@rha/contracts';
import { createAuth, createLogger, migrate, runService, type RunningService } from '@rha/kit';
import { createTestDb, startTestIssuer, type TestDb, type TestIssuer } from '@rha/kit/testing';
import { expect } from 'vitest';
import { createApp } from '../src/app.js';
import { migrations } from '../src/db/migrations/index.js';

export interface TechnicianService {
  url: string;
  testDb: TestDb;
  issuer: TestIssuer;
  stop(): Promise<void>;
}

/** The technician app on a random port, on a fresh schema, trusting a test issuer. */
export async function startTechnicianService(prefix: string): Promise<TechnicianService> {
  const testDb = await createTestDb(prefix);
  await migrate(testDb.db, { schema: testDb.schema, migrations });
  const issuer = await startTestIssuer();
  const logger = createLogger('technician', 'silent');
  const auth = createAuth({
    issuer: issuer.issuer,
    audience: issuer.audience,
    jwksUri: issuer.jwksUri,
  });
  const service: RunningService = await runService({
    name: 'technician',
    port: 0,
    app: createApp({ logger, db: testDb.db, auth }),
    logger,
  });
  return {
    url: service.url,
    testDb,
    issuer,
    async stop() {
      await service.stop();
      await issuer.close();
      await testDb.drop();
    },
  };
}

export type Role = 'company' | 'technician' | 'admin';

/** A Keycloak-like token of a user with the given product roles (none: a fresh registrant). */
export function tokenFor(
  issuer: TestIssuer,
  sub: string,
  roles: Role[] = ['technician'],
  claims: Record<string, unknown> = {},
): string {
  return issuer.sign({
    sub,
    email: `${sub}@example.com`,
    name: 'Ada Sheldon',
    realm_access: { roles: [...roles, 'default-roles-remote-hands', 'offline_access'] },
    ...claims,
  });
}

/** A new technician: their subject and token. */
export function newTechnician(issuer: TestIssuer): { sub: string; token: string } {
  const sub = randomUUID();
  return { sub, token: tokenFor(issuer, sub) };
}

export interface Call {
  method?: string;
  token?: string;
  body?: unknown;
  /** Sent as is, for malformed or oversized bodies. */
  rawBody?: string;
}

export async function call(baseUrl: string, path: string, options: Call = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body =
    options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl}${path}`, { method: options.method ?? 'GET', headers, body });
}

export async function problemOf(response: Response): Promise<Problem> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

/** Kotzebue, the technician's home community. */
export const kotzebue = { city: 'Kotzebue', state: 'Alaska', zipCode: '99752' };

export const nome = { city: 'Nome', state: 'Alaska', zipCode: '99762' };
