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

/** The most candidates one ranking returns. */
export const DISPATCH_CANDIDATE_LIMIT = 50;

/**
 * The time ranges that run past a working day's end: for them a technician available evenings or
 * overnight fits better than one who is not.
 */
export const EVENING_TIME_RANGES: readonly TimeRange[] = ['4:00 PM - 6:00 PM'];
