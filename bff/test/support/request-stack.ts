import { configSchema as companyConfigSchema, start as startCompany } from '@rha/company';
import { createLogger, parseEnv, type RunningService } from '@rha/kit';
import { createTestDb, startTestIssuer, type TestDb, type TestIssuer } from '@rha/kit/testing';
import {
  configSchema as serviceRequestConfigSchema,
  start as startServiceRequest,
} from '@rha/service-request';
import { createCompanyClient } from '@rha/contracts';
import { startBff, testInternalApiToken } from './bff.js';
import { tokenFor, type Role } from './stack.js';

/** The real company and service-request services with a bff in front, on databases of their own. */
export interface RequestStack {
  issuer: TestIssuer;
  requestsDb: TestDb;
  company: RunningService;
  serviceRequest: RunningService;
  bff: RunningService;
  stop(): Promise<void>;
}

/** `bffEnv` adds to the bff's settings, e.g. where it keeps files. */
export async function startRequestStack(
  prefix: string,
  bffEnv: Record<string, string> = {},
): Promise<RequestStack> {
  const issuer = await startTestIssuer();
  const companyDb = await createTestDb(`${prefix}_company`);
  const requestsDb = await createTestDb(`${prefix}_requests`);
  const keycloakUrl = new URL(issuer.issuer).origin;
  const config = <S extends Parameters<typeof parseEnv>[0]>(
    schema: S,
    testDb: TestDb,
    env: Record<string, string> = {},
  ) => {
    const parsed = parseEnv(schema, {
      PORT: '0',
      DATABASE_URL: testDb.url,
      DATABASE_SCHEMA: testDb.schema,
      KEYCLOAK_URL: keycloakUrl,
      LOG_LEVEL: 'silent',
      ...env,
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    return parsed.value;
  };
  const company = await startCompany(config(companyConfigSchema, companyDb), {
    logger: createLogger('company', 'silent'),
  });
  const serviceRequest = await startServiceRequest(
    // No technician service here: no smart-dispatch tick asks it for candidates.
    config(serviceRequestConfigSchema, requestsDb, {
      COMPANY_URL: company.url,
      INTERNAL_API_TOKEN: testInternalApiToken,
      DISPATCH_TICK_SECONDS: '0',
    }),
    { logger: createLogger('service-request', 'silent') },
  );
  const bff = await startBff({
    KEYCLOAK_URL: keycloakUrl,
    SERVICE_REQUEST_URL: serviceRequest.url,
    ...bffEnv,
  });
  return {
    issuer,
    requestsDb,
    company,
    serviceRequest,
    bff,
    async stop() {
      await bff.stop();
      await serviceRequest.stop();
      await company.stop();
      await requestsDb.drop();
      await companyDb.drop();
      await issuer.close();
    },
  };
}

/** A caller of `role` with a subject of their own. */
export interface StackPerson {
  sub: string;
  token: string;
}

export function personOf(stack: RequestStack, role: Role): StackPerson {
  const sub = crypto.randomUUID();
  return { sub, token: tokenFor(stack.issuer, sub, [role]) };
}

/**
 * Registers the caller's company straight at the company service, as the sign-up does (so no write of
 * theirs went through the bff yet), and answers the id of its one location.
 */
export async function registeredCompany(
  stack: RequestStack,
  owner: StackPerson,
  place: { companyName: string; city: string; zipCode: string },
): Promise<string> {
  const { data } = await createCompanyClient({ baseUrl: stack.company.url }).PUT('/companies/me', {
    headers: { authorization: `Bearer ${owner.token}` },
    body: {
      companyName: place.companyName,
      location: { address: '1 Main St', city: place.city, state: 'Alaska', zipCode: place.zipCode },
    },
  });
  if (!data) throw new Error('company sign-up failed');
  return data.locationId;
}
