import { configSchema as companyConfigSchema, start as startCompany } from '@rha/company';
import { configSchema as identityConfigSchema, start as startIdentity } from '@rha/identity';
import { createInProcessTransport, createLogger, parseEnv, type RunningService } from '@rha/kit';
import {
  configSchema as serviceRequestConfigSchema,
  start as startServiceRequest,
} from '@rha/service-request';
import { configSchema as technicianConfigSchema, start as startTechnician } from '@rha/technician';
import { createTestDb, startTestIssuer, type TestDb, type TestIssuer } from '@rha/kit/testing';
import type { z } from 'zod';
import { startBff, testInternalApiToken } from './bff.js';

/**
 * The bff in front of a real identity, company, service-request and technician service, each on
 * its own fresh schema, their events on one in-process bus.
 */
export interface Stack {
  issuer: TestIssuer;
  bff: RunningService;
  company: RunningService;
  identity: RunningService;
  serviceRequest: RunningService;
  technician: RunningService;
  identityDb: TestDb;
  companyDb: TestDb;
  serviceRequestDb: TestDb;
  technicianDb: TestDb;
  stop(): Promise<void>;
}

export async function startStack(prefix: string): Promise<Stack> {
  const issuer = await startTestIssuer();
  const keycloakUrl = new URL(issuer.issuer).origin;
  const identityDb = await createTestDb(`${prefix}_identity`);
  const companyDb = await createTestDb(`${prefix}_company`);
  const serviceRequestDb = await createTestDb(`${prefix}_requests`);
  const technicianDb = await createTestDb(`${prefix}_technician`);
  const transport = createInProcessTransport();
  const serviceEnv = (db: TestDb) => ({
    PORT: '0',
    DATABASE_URL: db.url,
    DATABASE_SCHEMA: db.schema,
    KEYCLOAK_URL: keycloakUrl,
    LOG_LEVEL: 'silent',
  });
  const identity = await startIdentity(parsed(identityConfigSchema, serviceEnv(identityDb)), {
    transport,
    logger: createLogger('identity', 'silent'),
    // The test issuer has no admin API: a confirmed address is taken as set at the provider.
    userEmails: { setProvenEmail: () => Promise.resolve() },
  });
  const company = await startCompany(parsed(companyConfigSchema, serviceEnv(companyDb)), {
    transport,
    logger: createLogger('company', 'silent'),
  });
  const technician = await startTechnician(
    parsed(technicianConfigSchema, {
      ...serviceEnv(technicianDb),
      INTERNAL_API_TOKEN: testInternalApiToken,
    }),
    { transport, logger: createLogger('technician', 'silent') },
  );
  // No smart-dispatch tick: offers go out only when a test makes them.
  const serviceRequest = await startServiceRequest(
    parsed(serviceRequestConfigSchema, {
      ...serviceEnv(serviceRequestDb),
      COMPANY_URL: company.url,
      TECHNICIAN_URL: technician.url,
      INTERNAL_API_TOKEN: testInternalApiToken,
      DISPATCH_TICK_SECONDS: '0',
    }),
    { transport, logger: createLogger('service-request', 'silent') },
  );
  const bff = await startBff({
    KEYCLOAK_URL: keycloakUrl,
    IDENTITY_URL: identity.url,
    COMPANY_URL: company.url,
    SERVICE_REQUEST_URL: serviceRequest.url,
    TECHNICIAN_URL: technician.url,
  });

  return {
    issuer,
    bff,
    company,
    identity,
    serviceRequest,
    technician,
    identityDb,
    companyDb,
    serviceRequestDb,
    technicianDb,
    async stop() {
      await bff.stop();
      await technician.stop();
      await serviceRequest.stop();
      await company.stop();
      await identity.stop();
      await transport.close();
      await issuer.close();
      await technicianDb.drop();
      await serviceRequestDb.drop();
      await companyDb.drop();
      await identityDb.drop();
    },
  };
}

function parsed<S extends z.ZodType>(schema: S, env: Record<string, string>): z.infer<S> {
  const result = parseEnv(schema, env);
  if (!result.ok) throw new Error(`bad test config: ${JSON.stringify(result.problems)}`);
  return result.value;
}

export type Role = 'company' | 'technician' | 'admin';

/** A Keycloak-like token; no roles means a fresh registrant. `claims` override name and e-mail. */
export function tokenFor(
  issuer: TestIssuer,
  sub: string,
  roles: Role[] = ['company'],
  claims: { name?: string; email?: string } = {},
): string {
  return issuer.sign({
    sub,
    email: `${sub}@example.com`,
    name: 'Sam Kuskokwim',
    ...claims,
    realm_access: { roles: [...roles, 'default-roles-remote-hands', 'offline_access'] },
  });
}

export interface ApiCall {
  method?: string;
  token?: string;
  body?: unknown;
  /** Sent as is, for oversized bodies. */
  rawBody?: string;
}

export function api(baseUrl: string, path: string, options: ApiCall = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body =
    options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl}${path}`, { method: options.method ?? 'GET', headers, body });
}

export const bethel = {
  address: '100 Chief Eddie Hoffman Hwy',
  city: 'Bethel',
  state: 'Alaska',
  zipCode: '99559',
};

export const anchorage = {
  address: '632 W 6th Ave',
  city: 'Anchorage',
  state: 'Alaska',
  zipCode: '99501',
};

/** What the Company Profile panel sends on 'Save Changes', but the e-mail (see panelSaveFor). */
export const panelSave = {
  userType: 'company',
  companyName: 'Kuskokwim Clinic',
  website: 'https://kuskokwim.example.com',
  phone: '9075550199',
  ...bethel,
};

/** The panel's save by the user `sub`, with an office address of its own: no two accounts share one. */
export function panelSaveFor(sub: string) {
  return { ...panelSave, email: `office-${sub}@kuskokwim.example.com` };
}

/** The subject of a token tokenFor signed. */
export function subjectOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}
