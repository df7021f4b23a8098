import { z } from 'zod';
import { alaskaCommunityByName } from '../reference/alaska-communities.js';
import type { DispatchRank } from '../reference/dispatch.js';
import { SERVICE_TYPES, TIME_RANGES, type ServiceType } from '../reference/service-request.js';
import { isIsoDate } from './dates.js';
import { messages } from './messages.js';

const m = messages.dispatch;

/**
 * GET /api/admin/dispatch/candidates: where and when the work is and what kind it is. The time
 * range may be left empty when the request has none.
 */
export const dispatchCandidatesQuerySchema = z.strictObject({
  community: z
    .string({ message: m.unknownCommunity })
    .trim()
    .refine((name) => alaskaCommunityByName(name) !== undefined, m.unknownCommunity),
  serviceType: z.enum(SERVICE_TYPES, { message: m.serviceTypeRequired }),
  date: z.string({ message: m.invalidDate }).trim().refine(isIsoDate, m.invalidDate),
  timeRange: z.enum([...TIME_RANGES, ''], { message: m.invalidTimeRange }).default(''),
});

export type DispatchCandidatesQuery = z.infer<typeof dispatchCandidatesQuerySchema>;

/** Who a candidate is, as the admin picks among them. */
export interface DispatchTechnician {
  id: string;
  fullName: string;
  /** Their home community, as the reference list spells it. */
  community: string;
  region: string;
}

/**
 * A technician who covers the request's community, with why they stand where they do. The score
 * fields are the ranking's keys after the rank: more matching skills first, then the fastest
 * declared response (null when none could be read), then the better availability fit.
 */
export interface DispatchCandidate {
  technician: DispatchTechnician;
  rank: DispatchRank;
  reasons: string[];
  matchingSkills: number;
  responseHours: number | null;
  availabilityFit: number;
}

/** The ranked candidates for a community, best first. */
export interface DispatchCandidates {
  community: string;
  region: string;
  serviceType: ServiceType;
  date: string;
  candidates: DispatchCandidate[];
}
