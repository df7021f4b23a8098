import { userToken, type TestIssuer, startAppUnderTest, type AppUnderTest } from '@rha/kit/testing';
import { createApp } from '../src/app.js';
import { migrations } from '../src/db/migrations/index.js';

export type CompanyService = AppUnderTest;

/** The company app on a random port, on a fresh schema, trusting a test issuer. */
export function startCompanyService(prefix: string): Promise<CompanyService> {
  return startAppUnderTest({
    name: 'company',
    prefix,
    migrations,
    createApp,
  });
}

export type Role = 'company' | 'technician' | 'admin';

/** A Keycloak-like token of a user with the given product roles (none: a fresh registrant). */
export function tokenFor(issuer: TestIssuer, sub: string, roles: Role[] = ['company']): string {
  return userToken(issuer, { sub, roles, name: 'Sam Kuskokwim' });
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

/** A valid Alaska address: Bethel's ZIP code. */
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

export const registration = {
  companyName: 'Kuskokwim Clinic',
  website: 'https://kuskokwim.example.com',
  location: bethel,
};
