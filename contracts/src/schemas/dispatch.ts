import type { ListPage } from './list-page.js';
import { z } from 'zod';
import type { RequestQuote } from './quote.js';
import { alaskaCommunityByName } from '../reference/alaska-communities.js';
import {
  DECLINE_REASONS,
  DISPATCH_RANKS,
  MAX_OFFERS_AT_ONCE,
  type DispatchRank,
  type DispatchWave,
  type OfferSource,
  type OfferStatus,
} from '../reference/dispatch.js';
import type { ServiceRequestStatus } from '../reference/request-lifecycle.js';
import {
  SERVICE_TYPES,
  TIME_RANGES,
  type ServiceType,
  type TimeRange,
} from '../reference/service-request.js';
import type { VettingStatus } from '../reference/vetting.js';
import type { JobPay } from '../reference/rate-card.js';
import type { CounterOffer } from './counter-offers.js';
import { isIsoDate } from './dates.js';
import { optionalText, requiredText } from './fields.js';
import type { JobReport } from './on-site.js';
import type { TechnicianRatingSummary } from './ratings.js';
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
    .refine((name) => alaskaCommunityByName(name) !== undefined, m.unknownCommunity)
    .meta({
      param: {
        description:
          "A community of the reference list (ALASKA_COMMUNITIES), any case; 'St.' reads as 'Saint'.",
      },
    }),
  serviceType: z.enum(SERVICE_TYPES, { message: m.serviceTypeRequired }),
  date: z
    .string({ message: m.invalidDate })
    .trim()
    .refine(isIsoDate, m.invalidDate)
    .meta({ format: 'date', param: { description: 'The day of the work, YYYY-MM-DD.' } }),
  timeRange: z
    .enum([...TIME_RANGES, ''], { message: m.invalidTimeRange })
    .default('')
    .meta({ param: { description: 'One of TIME_RANGES, or empty when the request names none.' } }),
});

export type DispatchCandidatesQuery = z.infer<typeof dispatchCandidatesQuerySchema>;

/**
 * The internal ranking smart dispatch and the admin's offers use: one rank only (a wave), or only
 * the technicians named (to check an admin's choice, wherever they rank). A query string gives one
 * `technicianId` as a string and several as a list.
 */
export const internalDispatchCandidatesQuerySchema = dispatchCandidatesQuerySchema.extend({
  rank: z
    .enum(DISPATCH_RANKS)
    .optional()
    .meta({ param: { description: 'Only the candidates of this rank (DISPATCH_RANKS).' } }),
  technicianId: z
    .union([z.uuid(), z.array(z.uuid()).max(MAX_OFFERS_AT_ONCE)])
    .transform((ids) => (Array.isArray(ids) ? ids : [ids]))
    .optional()
    .meta({
      param: {
        description:
          'Only these technicians (Keycloak subjects); repeat the parameter for several.',
      },
    }),
});

export type InternalDispatchCandidatesQuery = z.infer<typeof internalDispatchCandidatesQuerySchema>;

/** Who a candidate is, as the admin picks among them. */
export interface DispatchTechnician {
  id: string;
  fullName: string;
  /** Where the offer e-mail goes; empty when identity has not told us yet. */
  email: string;
  /** Their home community, as the reference list spells it. */
  community: string;
  region: string;
  /** How companies rated them; within a rank, the better rated stand first. */
  rating: TechnicianRatingSummary;
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

const MAX_ETA_MS = 366 * 24 * 60 * 60 * 1000;
/** A device clock a little behind the server's must not turn "now" into the past. */
const ETA_CLOCK_SLACK_MS = 60 * 60 * 1000;

/**
 * When the technician expects to be on site: an ISO date-time, not past and within a year. One
 * message at a time: a value that is no date-time is not also called past or too far.
 */
export const etaField = z
  .string({ message: m.invalidEta })
  .trim()
  .superRefine((eta, ctx) => {
    const parsed = z.iso.datetime({ offset: true }).safeParse(eta);
    const at = Date.parse(eta);
    if (!parsed.success || Number.isNaN(at)) {
      ctx.addIssue({ code: 'custom', message: m.invalidEta });
    } else if (at < Date.now() - ETA_CLOCK_SLACK_MS) {
      ctx.addIssue({ code: 'custom', message: m.etaInPast });
    } else if (at > Date.now() + MAX_ETA_MS) {
      ctx.addIssue({ code: 'custom', message: m.etaTooFar });
    }
  })
  .meta({
    id: 'Eta',
    format: 'date-time',
    description:
      'When the technician expects to be on site, with its UTC offset; not in the past, within a year.',
  });

/** An admin offers a request to one or several candidates. */
export const dispatchOffersSchema = z
  .strictObject({
    technicianIds: z
      .array(z.uuid({ message: m.technicianRequired }), { message: m.technicianRequired })
      .min(1, m.technicianRequired)
      .max(MAX_OFFERS_AT_ONCE, m.tooManyTechnicians(MAX_OFFERS_AT_ONCE))
      .refine((ids) => new Set(ids).size === ids.length, m.duplicateTechnician)
      .meta({ description: 'Each technician once, at most MAX_OFFERS_AT_ONCE (20).' }),
  })
  .meta({ id: 'DispatchOffers' });

export type DispatchOffers = z.infer<typeof dispatchOffersSchema>;

/** An admin assigns the request to one candidate directly, with the arrival they agreed. */
export const directAssignmentSchema = z
  .strictObject({
    technicianId: z.uuid({ message: m.technicianRequired }),
    eta: etaField,
  })
  .meta({ id: 'DirectAssignment' });

export type DirectAssignment = z.infer<typeof directAssignmentSchema>;

/** Whether smart dispatch widens the request's offers on its own. */
export const smartDispatchSettingSchema = z
  .strictObject({
    smartDispatch: z.boolean(),
  })
  .meta({ id: 'SmartDispatchSetting' });

export type SmartDispatchSetting = z.infer<typeof smartDispatchSettingSchema>;

/** A technician takes an offered job, saying when they expect to be there. */
export const offerAcceptanceSchema = z
  .strictObject({
    eta: etaField,
  })
  .meta({ id: 'OfferAcceptance' });

export type OfferAcceptance = z.infer<typeof offerAcceptanceSchema>;

/** A technician turns an offer down: one of the listed reasons, with an optional note. */
export const offerDeclineSchema = z
  .strictObject({
    reason: z
      .enum(DECLINE_REASONS, { message: m.declineReasonRequired })
      .meta({ description: 'One of DECLINE_REASONS.' }),
    note: optionalText(500).default(''),
  })
  .meta({ id: 'OfferDecline' });

export type OfferDecline = z.infer<typeof offerDeclineSchema>;

/** A weather (or similar) hold of an accepted job: why, and the new arrival. */
export const weatherHoldSchema = z
  .strictObject({
    reason: requiredText(m.holdReasonRequired, 1000),
    eta: etaField,
  })
  .meta({ id: 'WeatherHold' });

export type WeatherHold = z.infer<typeof weatherHoldSchema>;

/** One offer of a request to a technician, as the admin sees it in the dispatch queue. */
export interface DispatchOffer {
  id: string;
  technician: { id: string; fullName: string; community: string };
  source: OfferSource;
  status: OfferStatus;
  /** The decline's reason (and note), or why it expired or was withdrawn; empty while open. */
  reason: string;
  offeredAt: string;
  expiresAt: string;
  respondedAt: string | null;
  /** The pay the technician was offered, as it stood when the offer was made. */
  pay: JobPay;
}

/** A request waiting for a technician, with what dispatch has done so far. */
export interface DispatchQueueEntry {
  id: string;
  serviceTicketNumber: string;
  serviceType: ServiceType;
  status: ServiceRequestStatus;
  companyName: string;
  /** The reference community of the request's location; null when its city is not in the list. */
  community: string | null;
  region: string | null;
  preferredDate: string;
  preferredTimeRange: TimeRange | '';
  createdAt: string;
  smartDispatch: boolean;
  /** The last wave smart dispatch sent; null before the first. */
  wave: DispatchWave | null;
  /** When smart dispatch next widens; null when it will not (off, flagged, or nothing left). */
  nextWaveAt: string | null;
  /** Set once every wave went out without an accept: the admin must step in. */
  flaggedAt: string | null;
  /** What the next offer pays: the admin's figure, else the rate card's for the service type. */
  pay: JobPay;
  /** Whether an admin set the pay rather than the rate card. */
  paySetByAdmin: boolean;
  /** Counter-offers waiting for an admin's answer, oldest first. */
  counterOffers: CounterOffer[];
  offers: DispatchOffer[];
  /** A custom request's quote; null until an admin quotes it, and on other requests. */
  quote: RequestQuote | null;
}

/** One page of the requests not yet accepted, in the order asked. */
export type DispatchQueue = ListPage<DispatchQueueEntry>;

/**
 * A job as a technician sees it: an offer addressed to them or work assigned to them. The contact
 * on site (restricted access) and the street address are only theirs once they hold the job.
 */
export interface TechnicianJob {
  requestId: string;
  serviceTicketNumber: string;
  serviceType: ServiceType;
  status: ServiceRequestStatus;
  companyName: string;
  community: string | null;
  preferredDate: string;
  preferredTimeRange: TimeRange | '';
  jobDescription: string;
  answers: {
    restrictedAccess: string;
    keysNeeded: string;
    liveVideoRequired: string;
    hasWifi: string;
    hasOutlet: string;
    connectionMethod: string;
    videoDuration: string;
    hasDocumentation: string;
    additionalInformation: string;
  };
  /** The open offer, for an offered job; null for an assigned one. */
  offer: {
    id: string;
    expiresAt: string;
    /** The caller's latest counter-offer on it, answered or not; null before any. */
    counter: CounterOffer | null;
  } | null;
  /** What the job pays: the offer's pay on an offer, the agreed pay on a job the caller holds. */
  pay: JobPay;
  /** Only for the assigned technician. */
  site: { address: string; contactPerson: string; phoneNumber: string } | null;
  eta: string | null;
  /** What happened on site; only on the technician's own jobs. */
  report: JobReport | null;
  /** Why the job came back to them or waits, oldest first; empty on an offer. */
  reasons: JobReason[];
}

/** The kinds of move whose reason the technician holding the job reads on it. */
export const JOB_REASON_KINDS = ['sent-back', 'reopened', 'on-hold'] as const;
export type JobReasonKind = (typeof JOB_REASON_KINDS)[number];

/** A reason the company or the technician gave for a move of a job, from its timeline. */
export interface JobReason {
  kind: JobReasonKind;
  note: string;
  at: string;
}

/** A job a technician holds, as the admin follows it until the work is done. */
export interface InProgressRequest {
  id: string;
  serviceTicketNumber: string;
  serviceType: ServiceType;
  status: ServiceRequestStatus;
  companyName: string;
  community: string | null;
  preferredDate: string;
  technician: { id: string; fullName: string; community: string };
  eta: string | null;
  /** The reason of the latest hold while On hold; empty otherwise. */
  holdReason: string;
}

/** Requests a technician holds (Accepted or On hold), soonest preferred date first. */
export interface InProgressRequests {
  requests: InProgressRequest[];
}

/** One page of the jobs a technician holds. */
export type TechnicianJobs = ListPage<TechnicianJob>;

/** One page of a technician's open offers. */
export type TechnicianOffers = ListPage<TechnicianJob>;

/**
 * Where a technician stands in vetting, as the service-request service asks it before an accept
 * commits: only an approved technician may take work.
 */
export interface TechnicianStanding {
  technicianId: string;
  vettingStatus: VettingStatus;
}
