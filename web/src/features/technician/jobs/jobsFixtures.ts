import { RATE_CARD } from '@rha/contracts/reference';
import type { TechnicianJob, TechnicianJobs } from '../../../api/bffTypes';
import { jobReport } from '../../../testing/jobReport';

const answers: TechnicianJob['answers'] = {
  restrictedAccess: 'yes',
  keysNeeded: '',
  liveVideoRequired: 'yes',
  hasWifi: 'no',
  hasOutlet: 'yes',
  connectionMethod: 'Phone hotspot',
  videoDuration: '',
  hasDocumentation: 'no',
  additionalInformation: 'The clinic opens at 9.',
};

/** An offer of a Remote Hands job in Kwethluk, open for a day. */
export const kwethlukOffer: TechnicianJob = {
  requestId: '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  serviceTicketNumber: '20260310-4821',
  serviceType: 'remote-hands',
  status: 'Dispatching',
  companyName: 'Kuskokwim Clinic',
  community: 'Kwethluk',
  preferredDate: '2026-03-12',
  preferredTimeRange: '10:00 AM - 12:00 PM',
  jobDescription: 'Reset the satellite modem in the server room',
  answers,
  offer: {
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    expiresAt: '2026-03-11T17:00:00.000Z',
    counter: null,
  },
  pay: RATE_CARD['remote-hands'],
  site: null,
  eta: null,
  report: null,
  reasons: [],
};

/** A second offer, in Bethel. */
export const bethelOffer: TechnicianJob = {
  ...kwethlukOffer,
  requestId: '4d2e3f5a-6b7c-4d8e-9fa0-1b2c3d4e5f6a',
  serviceTicketNumber: '20260311-1234',
  serviceType: 'remote-eyes',
  community: 'Bethel',
  preferredTimeRange: '',
  jobDescription: 'Look at the fuel tank gauge',
  offer: {
    id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
    expiresAt: '2026-03-12T17:00:00.000Z',
    counter: null,
  },
  pay: RATE_CARD['remote-eyes'],
};

/** The Kwethluk job once this technician holds it: with the site and the contact on site. */
export function heldJob(overrides: Partial<TechnicianJob> = {}): TechnicianJob {
  return {
    ...kwethlukOffer,
    status: 'Accepted',
    offer: null,
    site: {
      address: '1 River Rd, Kwethluk, AK 99621',
      contactPerson: 'Mary Ahkinga',
      phoneNumber: '9075550111',
    },
    eta: '2026-03-12T18:30:00.000Z',
    report: jobReport(),
    ...overrides,
  };
}

/** The technician's two lists as the tests keep them; the bff answers each as a page. */
export interface JobsState {
  offers: TechnicianJob[];
  jobs: TechnicianJob[];
}

export function jobsAnswer(
  offers: TechnicianJob[] = [kwethlukOffer, bethelOffer],
  jobs: TechnicianJob[] = [],
): JobsState {
  return { offers, jobs };
}

/** One page holding every entry of a list. */
export function pageOf(items: TechnicianJob[]): TechnicianJobs {
  return { items, nextCursor: null };
}
