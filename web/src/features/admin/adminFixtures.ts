import {
  defaultTechnicianMetadata,
  VETTING_TRANSITIONS,
  type User,
  type VettingStatus,
} from '@rha/contracts';
import type {
  AdminCompanyDetails,
  AdminCompanyListEntry,
  AdminTechnicianDetails,
  AdminTechnicianListEntry,
  AdminTechnicianMetadata,
} from '../../api/bffTypes';
import type { FakeRoute } from '../../testing/fakeBff';
import { companyUser, fakeAuth } from '../../testing/renderApp';

export const adminAuth = fakeAuth({ status: 'authenticated', roles: ['admin'] });

export const adminUser: User = {
  ...companyUser,
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  keycloakId: 'admin-subject',
  userType: 'admin',
  fullName: 'Alma Anchorage',
  email: 'admin@example.com',
};

export const ada: AdminTechnicianListEntry = {
  id: 'tech-ada',
  fullName: 'Ada Kotzebue',
  email: 'ada@example.com',
  phone: '907-555-0142 x7',
  city: 'Kotzebue',
  state: 'Alaska',
  zipCode: '99752',
  userType: 'technician',
  userCreation: '2025-03-01T20:00:00.000Z',
  lastLogin: '2025-03-02T20:00:00.000Z',
  vettingStatus: 'applied',
  rating: { average: 4.5, count: 2 },
};

export const ben: AdminTechnicianListEntry = {
  ...ada,
  id: 'tech-ben',
  fullName: 'Ben Bethel',
  email: 'ben@example.com',
  phone: '19075550123',
  city: 'Bethel',
  zipCode: '99559',
  lastLogin: null,
  vettingStatus: 'interview',
};

export const cora: AdminTechnicianListEntry = {
  ...ada,
  id: 'tech-cora',
  fullName: 'Cora Nome',
  email: 'cora@example.com',
  phone: '+44 20 7946 0958',
  city: 'Nome',
  zipCode: '99762',
  vettingStatus: 'approved',
};

/** One page of the directory as the bff answers it. */
export function technicianPage(
  technicians: AdminTechnicianListEntry[],
  nextCursor: string | null = null,
) {
  return { technicians, nextCursor };
}

/** What Ada answered in the questionnaire, with the admins' interview notes. */
export function answeredAdminMetadata(
  overrides: Partial<AdminTechnicianMetadata> = {},
): AdminTechnicianMetadata {
  return {
    ...defaultTechnicianMetadata(),
    userId: ada.id,
    handyman: ['Plumbing'],
    it: ['Computer repair'],
    availability: { weekdays: true, weekends: false, evenings: true, overnight: false },
    training: ['ANSEP'],
    certifications: ['OSHA 10'],
    toolsHandTools: ['Drill'],
    toolsTransport: ['Snowmachine'],
    goodFit: 'I keep the clinic generator running.',
    backgroundCheck: true,
    ageVerified: true,
    policyAccepted: true,
    isTribalMember: true,
    tribe: 'Native Village of Kotzebue',
    references: [
      { id: 'ref-1', name: 'Mary Ahkinga', phoneNumber: '9075550111', relationship: 'Boss' },
    ],
    interviewNotes: 'Strong on generators.',
    ...overrides,
  };
}

/** A technician's details with the vetting moves the status allows. */
export function technicianDetails(
  entry: AdminTechnicianListEntry = ada,
  overrides: Partial<AdminTechnicianDetails> = {},
): AdminTechnicianDetails {
  const status: VettingStatus = entry.vettingStatus;
  return {
    technicianMetadata: answeredAdminMetadata({ userId: entry.id }),
    technician: entry,
    vetting: {
      status,
      allowedNext: [...VETTING_TRANSITIONS[status]],
      history: [],
      facts: { backgroundCheckCompleted: null, discordJoined: null },
    },
    audit: [],
    ...overrides,
  };
}

export const kuskokwim: AdminCompanyListEntry = {
  id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  name: 'Kuskokwim Clinic',
  contact: { fullName: 'Sam Kuskokwim', email: 'sam@kuskokwim.example.com', phone: '9075550100' },
  website: 'https://kuskokwim.example.com',
  locationCount: 1,
  requestCount: 2,
  createdAt: '2025-03-01T20:00:00.000Z',
};

export function companyPage(companies: AdminCompanyListEntry[], nextCursor: string | null = null) {
  return { companies, nextCursor };
}

export const kuskokwimDetails: AdminCompanyDetails = {
  company: kuskokwim,
  locations: [
    {
      id: 'loc-1',
      address: '100 Main St',
      city: 'Bethel',
      state: 'Alaska',
      zipCode: '99559',
    },
  ],
  requests: [
    {
      id: 'req-2',
      ticketNumber: 'RHA-1002',
      serviceType: 'remote-eyes',
      preferredDate: '2025-04-10',
      submittedAt: '2025-03-05T20:00:00.000Z',
      status: 'submitted',
    },
    {
      id: 'req-1',
      ticketNumber: 'RHA-1001',
      serviceType: 'remote-hands',
      preferredDate: '2025-03-20',
      submittedAt: '2025-03-02T20:00:00.000Z',
      status: 'submitted',
    },
  ],
};

/** What the bff answers a signed-in admin, before any override. */
export function adminRoutes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /api/user': { body: adminUser },
    'GET /api/admin/technicians': { body: technicianPage([ada, ben, cora]) },
    'POST /api/admin/technicianMetadata/': (request) => {
      const { id } = request.body as { id: string };
      const entry = [ada, ben, cora].find((candidate) => candidate.id === id);
      return entry ? { body: technicianDetails(entry) } : { status: 404 };
    },
    'GET /api/admin/companies': { body: companyPage([kuskokwim]) },
    [`GET /api/admin/companies/${kuskokwim.id}`]: { body: kuskokwimDetails },
    'GET /api/admin/dispatch/queue': { body: { items: [], nextCursor: null } },
    'GET /api/admin/held-jobs': { body: { jobs: [] } },
    'GET /api/admin/unavailability': { body: { periods: [] } },
    'GET /api/admin/ratings': { body: { ratings: [], total: 0, page: 1, pageSize: 50 } },
    ...overrides,
  };
}
