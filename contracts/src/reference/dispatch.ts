import type { ServiceType, TimeRange } from './service-request.js';

/** The technician skill lists that dispatch weighs when ranking candidates for a request. */
export const SKILL_FIELDS = ['handyman', 'it', 'electrical', 'fieldwork'] as const;
export type SkillField = (typeof SKILL_FIELDS)[number];

/**
 * Which skill lists count for each kind of request. Remote Hands puts someone on site to work on
 * equipment under guidance, so hands-on, IT and electrical skills help; Remote Eyes is a visual
 * assessment, where field and IT skills (photos, monitoring gear, devices) matter most; a Custom
 * Request can be anything, so every list counts.
 */
export const SERVICE_TYPE_SKILL_FIELDS: Readonly<Record<ServiceType, readonly SkillField[]>> = {
  'remote-hands': ['handyman', 'it', 'electrical'],
  'remote-eyes': ['fieldwork', 'it'],
  'custom-request': SKILL_FIELDS,
};

/** How a candidate covers the request's community, closest first: the order of the ranking. */
export const DISPATCH_RANKS = ['lives_there', 'reaches_directly', 'same_region'] as const;
export type DispatchRank = (typeof DISPATCH_RANKS)[number];

/** How a candidate covers the request's community, as the admin reads it. */
export const DISPATCH_RANK_LABELS: Readonly<Record<DispatchRank, string>> = {
  lives_there: 'Lives there',
  reaches_directly: 'Reaches it directly',
  same_region: 'Same region',
};

/** The most candidates one ranking returns. */
export const DISPATCH_CANDIDATE_LIMIT = 50;

/**
 * The time ranges that run past a working day's end: for them a technician available evenings or
 * overnight fits better than one who is not.
 */
export const EVENING_TIME_RANGES: readonly TimeRange[] = ['4:00 PM - 6:00 PM'];

/**
 * The waves of smart dispatch, in order: the request's own community first, then those who list it
 * among the communities they reach, then its region. After the last wave the request is flagged for
 * an admin. An admin's own offers are not a wave of their own: they carry `admin`.
 */
export const DISPATCH_WAVES = ['community', 'reach', 'region'] as const;
export type DispatchWave = (typeof DISPATCH_WAVES)[number];
export type OfferSource = DispatchWave | 'admin';

/** Whom a smart-dispatch wave goes to, as the admin reads it. */
export const DISPATCH_WAVE_LABELS: Readonly<Record<DispatchWave, string>> = {
  community: 'Community',
  reach: 'Reach list',
  region: 'Region',
};

/** Which candidates a wave offers the request to. */
export const DISPATCH_WAVE_RANK: Readonly<Record<DispatchWave, DispatchRank>> = {
  community: 'lives_there',
  reach: 'reaches_directly',
  region: 'same_region',
};

/** How long smart dispatch waits for an accept before it widens to the next wave (4 hours). */
export const DEFAULT_DISPATCH_WAVE_DELAY_MINUTES = 240;
/** How long an offer stays open when nobody accepts it (one day). */
export const DEFAULT_OFFER_EXPIRY_MINUTES = 24 * 60;

/**
 * An offer's life: open until the technician accepts or declines it, or it expires, or it is
 * withdrawn because the request was taken by someone else or cancelled. Closed offers are kept.
 */
export const OFFER_STATUSES = ['offered', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The labels people read for an offer's status. */
export const OFFER_STATUS_LABELS: Readonly<Record<OfferStatus, string>> = {
  offered: 'Offered',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

/** Why a technician turns an offer down: a few common reasons and a free one. */
export const DECLINE_REASONS = [
  'Not available that day',
  'Weather or travel conditions',
  'Outside my skills',
  'Too far to travel',
  'Other',
] as const;

/** The most technicians an admin offers one request to at once. */
export const MAX_OFFERS_AT_ONCE = 20;
