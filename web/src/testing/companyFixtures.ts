import type { User } from '@rha/contracts';
import { DEFAULT_PRICE_TABLE } from '@rha/contracts/schemas';
import type { Company, CompanyLocation } from '../api/bffTypes';
import type { FakeRoute } from './fakeBff';
import { companyUser } from './renderApp';

export const bethelClinic: CompanyLocation = {
  id: '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  address: '100 Main St',
  city: 'Bethel',
  state: 'Alaska',
  zipCode: '99559',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
};

export const kuskokwimClinic: Company = {
  id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  companyName: 'Kuskokwim Clinic',
  website: 'https://kuskokwim.example.com',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
};

export const signedInCompany: User = { ...companyUser, locationId: bethelClinic.id };

/** What the bff answers a signed-in company with one location and no requests yet. */
export function companyRoutes(
  overrides: Record<string, FakeRoute> = {},
): Record<string, FakeRoute> {
  return {
    'GET /api/user': { body: signedInCompany },
    'GET /api/companies/me': { body: kuskokwimClinic },
    'GET /api/location': { body: [bethelClinic] },
    'GET /api/service-request/company': { body: { items: [], nextCursor: null } },
    'GET /api/price-table': { body: { priceTable: DEFAULT_PRICE_TABLE, updatedAt: null } },
    'GET /config.json': {
      body: {
        keycloakUrl: 'http://localhost:8081',
        realm: 'remote-hands',
        clientId: 'web',
        supportEmail: 'support@remotehandsalaska.com',
      },
    },
    ...overrides,
  };
}
