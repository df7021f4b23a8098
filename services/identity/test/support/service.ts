import type { RunningService } from '@rha/kit';
import { startAppUnderTest, type TestDb, type TestIssuer } from '@rha/kit/testing';
import { createApp } from '../../src/app.js';
import { migrations } from '../../src/db/migrations/index.js';
import type { RealmRoles } from '../../src/keycloak/realm-roles.js';
import { RecordedUserEmails } from './user-emails.js';

export interface TestIdentity {
  db: TestDb;
  issuer: TestIssuer;
  service: RunningService;
  /** Signs a token as the dev IdP would for a user with these realm roles (none = fresh registrant). */
  /** A token as the realm issues it: its address proven unless `email_verified` says otherwise. */
  tokenFor(claims: {
    sub: string;
    roles?: string[];
    email?: string;
    name?: string;
    email_verified?: boolean;
  }): string;
  request(
    path: string,
    init?: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  /** The identity provider's sign-in addresses, as identity set them. */
  userEmails: RecordedUserEmails;
  stop(): Promise<void>;
}

/** identity on a random port over a fresh schema, trusting a local test issuer. */
export async function startTestIdentity(
  prefix: string,
  options: { realmRoles?: RealmRoles; draftTtlHours?: number } = {},
): Promise<TestIdentity> {
  const userEmails = new RecordedUserEmails();
  const app = await startAppUnderTest({
    name: 'identity',
    prefix,
    migrations,
    createApp: (deps) => createApp({ ...deps, userEmails, ...options }),
  });
  const { testDb: db, issuer, service } = app;

  return {
    db,
    userEmails,
    issuer,
    service,
    tokenFor(claims) {
      return issuer.sign({
        sub: claims.sub,
        email: claims.email ?? `${claims.sub}@example.com`,
        email_verified: claims.email_verified ?? true,
        name: claims.name ?? 'Fresh Registrant',
        realm_access: {
          roles: [...(claims.roles ?? []), 'default-roles-remote-hands', 'offline_access'],
        },
      });
    },
    request(path, init = {}) {
      return fetch(`${service.url}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          ...init.headers,
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    },
    stop: app.stop,
  };
}

/** A key of the right shape that identity never made. */
export const WRONG_SECRET = 'w'.repeat(43);

export function technicianDraft(uuid: string = crypto.randomUUID()) {
  return {
    uuid,
    userType: 'technician' as const,
    info: {
      name: 'Tanya Nome',
      city: 'Nome',
      state: 'Alaska',
      zipCode: '99762',
      phone: '9075550101',
      smsConsent: true,
    },
  };
}

export function companyDraft(uuid: string = crypto.randomUUID()) {
  return {
    uuid,
    userType: 'company' as const,
    info: {
      name: 'Sam Kuskokwim',
      companyName: 'Kuskokwim Fisheries',
      address: '100 Front Street',
      city: 'Bethel',
      state: 'Alaska',
      zipCode: '99559',
      phone: '9075550102',
      website: 'https://kuskokwim.example',
      smsConsent: false,
    },
  };
}
