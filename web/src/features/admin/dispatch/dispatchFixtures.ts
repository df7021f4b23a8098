import { RATE_CARD } from '@rha/contracts/reference';
import type {
  DispatchCandidate,
  DispatchCandidates,
  DispatchOffer,
  DispatchQueueEntry,
  InProgressRequest,
} from '../../../api/bffTypes';

/** A Remote Hands request in Kwethluk, offered to nobody yet. */
export const kwethlukRequest: DispatchQueueEntry = {
  id: '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  serviceTicketNumber: '20260310-4821',
  serviceType: 'remote-hands',
  status: 'Submitted',
  companyName: 'Kuskokwim Clinic',
  community: 'Kwethluk',
  region: 'Bethel Census Area',
  preferredDate: '2026-03-12',
  preferredTimeRange: '10:00 AM - 12:00 PM',
  createdAt: '2026-03-10T17:00:00.000Z',
  smartDispatch: true,
  wave: null,
  nextWaveAt: '2026-03-10T17:00:30.000Z',
  flaggedAt: null,
  pay: RATE_CARD['remote-hands'],
  paySetByAdmin: false,
  counterOffers: [],
  offers: [],
  quote: null,
};

/** A request whose city is in no community of the list: flagged at once. */
export const unknownPlaceRequest: DispatchQueueEntry = {
  ...kwethlukRequest,
  id: '4d2e3f5a-6b7c-4d8e-9fa0-1b2c3d4e5f6a',
  serviceTicketNumber: '20260311-1234',
  serviceType: 'remote-eyes',
  companyName: 'Tundra Power',
  community: null,
  region: null,
  preferredTimeRange: '',
  createdAt: '2026-03-11T17:00:00.000Z',
  nextWaveAt: null,
  flaggedAt: '2026-03-11T17:05:00.000Z',
};

function candidate(
  id: string,
  fullName: string,
  community: string,
  rank: DispatchCandidate['rank'],
  reasons: string[],
): DispatchCandidate {
  return {
    technician: {
      id,
      fullName,
      email: '',
      community,
      region: 'Bethel Census Area',
      rating: { average: null, count: 0 },
    },
    rank,
    reasons,
    matchingSkills: 2,
    responseHours: 4,
    availabilityFit: 1,
  };
}

export const vera = candidate(
  '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  'Vera Kwethluk',
  'Kwethluk',
  'lives_there',
  ['Lives in Kwethluk', '2 matching skills', 'Responds within 4 hours'],
);

export const hugo = candidate(
  '7b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  'Hugo Bethel',
  'Bethel',
  'reaches_directly',
  ['Reaches Kwethluk by boat in 1 day', '2 matching skills'],
);

export const rosa = candidate(
  '8c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f',
  'Rosa Akiak',
  'Akiak',
  'same_region',
  ['Same region (Bethel Census Area, hub Bethel)', 'No matching skills'],
);

export function candidatesFor(list: DispatchCandidate[] = [vera, hugo, rosa]): DispatchCandidates {
  return {
    community: 'Kwethluk',
    region: 'Bethel Census Area',
    serviceType: 'remote-hands',
    date: '2026-03-12',
    candidates: list,
  };
}

/** An offer of the Kwethluk request, open unless the overrides close it. */
export function offerTo(
  { technician }: DispatchCandidate,
  overrides: Partial<DispatchOffer> = {},
): DispatchOffer {
  return {
    id: `offer-${technician.id}`,
    technician: {
      id: technician.id,
      fullName: technician.fullName,
      community: technician.community,
    },
    source: 'admin',
    status: 'offered',
    reason: '',
    pay: RATE_CARD['remote-hands'],
    offeredAt: '2026-03-10T18:00:00.000Z',
    expiresAt: '2026-03-11T18:00:00.000Z',
    respondedAt: null,
    ...overrides,
  };
}

/** A request Vera accepted, expected on site in the morning. */
export function inProgress(overrides: Partial<InProgressRequest> = {}): InProgressRequest {
  return {
    id: '5e3f4a6b-7c8d-4e9f-8a0b-2c3d4e5f6a7b',
    serviceTicketNumber: '20260309-7777',
    serviceType: 'remote-hands',
    status: 'Accepted',
    companyName: 'Kuskokwim Clinic',
    community: 'Kwethluk',
    preferredDate: '2026-03-12',
    technician: { id: vera.technician.id, fullName: 'Vera Kwethluk', community: 'Kwethluk' },
    eta: '2026-03-12T18:30:00.000Z',
    holdReason: '',
    ...overrides,
  };
}
