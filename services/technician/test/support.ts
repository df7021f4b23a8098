import { randomUUID } from 'node:crypto';
import { messages, type Problem } from '@rha/contracts';
import { alaskaCommunityByName, regionOf } from '@rha/contracts/reference';
import { createInProcessTransport, createLogger, type InProcessTransport } from '@rha/kit';
import {
  userToken,
  type TestDb,
  type TestIssuer,
  startAppUnderTest,
  type AppUnderTest,
} from '@rha/kit/testing';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { createApp } from '../src/app.js';
import { migrations } from '../src/db/migrations/index.js';
import { startEventConsumer } from '../src/events/index.js';

export type TechnicianService = AppUnderTest;

/** The shared service credential the app under test expects on its `/internal` routes. */
export const internalApiToken = 'technician-test-internal-credential';

/**
 * The technician app on a random port, on a fresh schema, trusting a test issuer and the test
 * service credential.
 */
export function startTechnicianService(prefix: string): Promise<TechnicianService> {
  return startAppUnderTest({
    name: 'technician',
    prefix,
    migrations,
    createApp: (deps) => createApp({ ...deps, internalApiToken }),
  });
}

export type Role = 'company' | 'technician' | 'admin';

/** A Keycloak-like token of a user with the given product roles (none: a fresh registrant). */
export function tokenFor(
  issuer: TestIssuer,
  sub: string,
  roles: Role[] = ['technician'],
  claims: Record<string, unknown> = {},
): string {
  return userToken(issuer, { sub, roles, name: 'Ada Sheldon', ...claims });
}

/** A new technician: their subject and token. */
export function newTechnician(issuer: TestIssuer): { sub: string; token: string } {
  const sub = randomUUID();
  return { sub, token: tokenFor(issuer, sub) };
}

/** A new technician whose record sign-up created, still without answers or a location. */
export async function signedUpTechnician(
  service: TechnicianService,
): Promise<{ sub: string; token: string }> {
  const technician = newTechnician(service.issuer);
  const response = await call(service.url, '/technicians/me', {
    method: 'PUT',
    token: technician.token,
    body: {},
  });
  expect(response.status).toBe(200);
  return technician;
}

export interface Call {
  method?: string;
  token?: string;
  body?: unknown;
  /** Sent as is, for malformed or oversized bodies. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export async function call(baseUrl: string, path: string, options: Call = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
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

/** The admin endpoints' answer for an id no technician has; returns the problem for more checks. */
export async function expectTechnicianNotFound(response: Response): Promise<Problem> {
  expect(response.status).toBe(404);
  const problem = await problemOf(response);
  expect(problem).toMatchObject({ code: 'not_found', detail: messages.admin.technicianNotFound });
  return problem;
}

/** Kotzebue, the technician's home community. */
export const kotzebue = { city: 'Kotzebue', state: 'Alaska', zipCode: '99752' };

export const nome = { city: 'Nome', state: 'Alaska', zipCode: '99762' };

/** The admin who acts in the admin tests, as their token names them. */
export const almaAdmin = { sub: 'admin-alma', name: 'Alma Admin' };

export function adminToken(issuer: TestIssuer, admin = almaAdmin): string {
  return tokenFor(issuer, admin.sub, ['admin'], { name: admin.name });
}

export interface SeededTechnician {
  keycloak_id?: string;
  full_name?: string;
  email?: string;
  phone?: string;
  vetting_status?: string;
  completed_at?: Date | null;
  signed_up_at?: Date;
  last_login?: Date | null;
  metadata?: Record<string, unknown>;
  interview_notes?: string;
  location?: { city: string; state: string; zipCode: string };
}

/**
 * A technician written straight into the tables, as identity's copy and an earlier onboarding
 * would leave them: an applicant who completed the questionnaire unless told otherwise.
 */
export async function seedTechnician(
  db: TestDb['db'],
  seed: SeededTechnician = {},
): Promise<string> {
  const { location, metadata, ...columns } = seed;
  const id = columns.keycloak_id ?? randomUUID();
  await db('technicians').insert({
    full_name: 'Tanya Nome',
    email: `${id}@example.com`,
    phone: '9075550123',
    vetting_status: 'applied',
    completed_at: new Date(),
    ...columns,
    keycloak_id: id,
    metadata: JSON.stringify(metadata ?? {}),
  });
  if (location) {
    await db('locations').insert({
      technician_id: id,
      city: location.city,
      state: location.state,
      zip_code: location.zipCode,
      community: alaskaCommunityByName(location.city)?.name ?? null,
      region: regionOf(location.city)?.id ?? null,
    });
  }
  return id;
}

/** The service's event consumer on an in-process bus, giving up quickly, for the event tests. */
export async function startTestConsumer(
  db: Knex,
): Promise<{ transport: InProcessTransport; stop(): Promise<void> }> {
  const transport = createInProcessTransport();
  const consumption = await startEventConsumer({
    db,
    transport,
    logger: createLogger('technician-test', 'silent'),
    maxAttempts: 2,
    retryDelayMs: 20,
  });
  return {
    transport,
    async stop() {
      await consumption.stop();
      await transport.close();
    },
  };
}
