import type { User } from '@rha/contracts';
import type { TechnicianMetadata } from '../../api/bffTypes';
import type { FakeRoute } from '../../testing/fakeBff';
import { companyUser, fakeAuth } from '../../testing/renderApp';

export const technicianAuth = fakeAuth({ status: 'authenticated', roles: ['technician'] });

export const kotzebueTechnician: User = {
  ...companyUser,
  id: '2b7e4f1a-9c3d-4e5f-8a6b-7c8d9e0f1a2b',
  keycloakId: 'technician-subject',
  userType: 'technician',
  fullName: 'Ada Kotzebue',
  email: 'ada@example.com',
  phone: '9075550142',
  city: 'Kotzebue',
  state: 'Alaska',
  zipCode: '99752',
};

/** A technician who finished the questionnaire with a few answers of each kind. */
export function answeredMetadata(overrides: Partial<TechnicianMetadata> = {}): TechnicianMetadata {
  return {
    userId: kotzebueTechnician.keycloakId,
    handyman: ['Plumbing', 'Boat motors'],
    it: ['Computer repair'],
    electrical: [],
    fieldwork: ['Lifting over 50 pounds'],
    availability: { weekdays: true, weekends: false, evenings: true, overnight: false },
    responseTime: ['Within 4 hours'],
    hasFishCamp: false,
    fishCampResp: '',
    hasTravel: false,
    travelResponse: '',
    training: ['ANSEP'],
    certifications: ['OSHA 10'],
    toolsTech: ['Laptop'],
    toolsHandTools: ['Drill'],
    toolsTransport: ['Snowmachine'],
    toolsOther: [],
    goodFit: 'I keep the clinic generator running.',
    isTribalMember: false,
    tribe: '',
    ageVerified: true,
    backgroundCheck: true,
    discord: false,
    policyAccepted: true,
    references: [
      { id: 'ref-1', name: 'Mary Ahkinga', phoneNumber: '(907) 555-0111', relationship: 'Boss' },
    ],
    onboarding: {
      completedSteps: [],
      currentStep: 'finalReview',
      completed: true,
    },
    vettingStatus: 'applied',
    ...overrides,
  };
}

/** What the bff answers a signed-in technician, before any override. */
export function technicianRoutes(
  overrides: Record<string, FakeRoute> = {},
): Record<string, FakeRoute> {
  return {
    'GET /api/user': { body: kotzebueTechnician },
    'GET /api/technicians/metadata': { body: answeredMetadata() },
    'GET /api/location': { body: { location: null } },
    ...overrides,
  };
}
