import {
  DISPATCH_RANKS,
  EVENING_TIME_RANGES,
  SERVICE_TYPE_SKILL_FIELDS,
  TRAVEL_MODE_LABELS,
  alaskaRegionById,
  type AlaskaRegion,
  type AvailabilitySlot,
  type DispatchRank,
  type ServiceType,
  type TimeRange,
} from '@rha/contracts/reference';
import type { DispatchCandidate } from '@rha/contracts/schemas';
import type { CandidateRow } from '../db/dispatch.repo.js';
import { ratingSummaryOf } from '../db/ratings-received.repo.js';
import { fastestResponse } from './response-time.js';

/** What the work is and where and when it happens, as the ranking reads it. */
export interface DispatchNeed {
  community: string;
  region: AlaskaRegion;
  serviceType: ServiceType;
  /** neededSlots of the date and time range: worked out once, read for every technician. */
  slots: AvailabilitySlot[][];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function rankOf(row: CandidateRow, need: DispatchNeed): DispatchRank {
  if (row.home_community === need.community) return 'lives_there';
  return row.travel_mode === null ? 'same_region' : 'reaches_directly';
}

function coverageReason(row: CandidateRow, rank: DispatchRank, need: DispatchNeed): string {
  if (rank === 'lives_there') return `Lives in ${need.community}`;
  if (rank === 'same_region') {
    return `Same region (${need.region.name}, hub ${need.region.hub})`;
  }
  const label = TRAVEL_MODE_LABELS[row.travel_mode ?? 'road'];
  // Labels are capitalised for a list; mid-sentence only an acronym (ATV) keeps its capitals.
  const mode = label === label.toUpperCase() ? label : label.toLowerCase();
  const days = row.days ?? 0;
  return `Reaches ${need.community} by ${mode} ${days === 0 ? 'the same day' : `in ${plural(days, 'day')}`}`;
}

/** The availability slots a date and time range call for; any slot of a group fits it. */
export function neededSlots(date: string, timeRange: TimeRange | ''): AvailabilitySlot[][] {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  const slots: AvailabilitySlot[][] = [[day === 0 || day === 6 ? 'weekends' : 'weekdays']];
  if (timeRange !== '' && EVENING_TIME_RANGES.includes(timeRange)) {
    slots.push(['evenings', 'overnight']);
  }
  return slots;
}

/** The slots the technician declared among those needed (any of each group fits it). */
function fittingSlots(row: CandidateRow, need: DispatchNeed): AvailabilitySlot[] {
  const declared = row.availability ?? {};
  return need.slots.flatMap((group) => {
    const found = group.find((slot) => declared[slot] === true);
    return found ? [found] : [];
  });
}

/** One covering technician scored and explained for the need. */
export function scoreCandidate(row: CandidateRow, need: DispatchNeed): DispatchCandidate {
  const rank = rankOf(row, need);
  const matchingSkills = SERVICE_TYPE_SKILL_FIELDS[need.serviceType].reduce(
    (sum, field) => sum + strings(row[field]).length,
    0,
  );
  const response = fastestResponse(strings(row.response_time));
  const fitting = fittingSlots(row, need);
  const reasons = [
    coverageReason(row, rank, need),
    matchingSkills === 0 ? 'No matching skills' : plural(matchingSkills, 'matching skill'),
  ];
  if (response) {
    reasons.push(
      /^within\b/i.test(response.answer)
        ? `Responds ${response.answer.charAt(0).toLowerCase()}${response.answer.slice(1)}`
        : `Responds within ${response.answer}`,
    );
  }
  if (fitting.length > 0) reasons.push(`Available ${fitting.join(' and ')}`);
  return {
    technician: {
      id: row.keycloak_id,
      fullName: row.full_name,
      email: row.email,
      community: row.home_community,
      region: alaskaRegionById(row.home_region)?.name ?? '',
      rating: ratingSummaryOf(row),
    },
    rank,
    reasons,
    matchingSkills,
    responseHours: response?.hours ?? null,
    availabilityFit: fitting.length,
  };
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * The ranking's order: closer coverage, then more matching skills, a faster declared response
 * (an unreadable one last), a better availability fit, a better average rating (the unrated
 * last), and the name, then the id so that equal candidates always come in one order.
 */
export function compareCandidates(a: DispatchCandidate, b: DispatchCandidate): number {
  return (
    DISPATCH_RANKS.indexOf(a.rank) - DISPATCH_RANKS.indexOf(b.rank) ||
    b.matchingSkills - a.matchingSkills ||
    (a.responseHours ?? Infinity) - (b.responseHours ?? Infinity) ||
    b.availabilityFit - a.availabilityFit ||
    // Averages start at 1, so an unrated technician's 0 ranks below every rated one.
    (b.technician.rating.average ?? 0) - (a.technician.rating.average ?? 0) ||
    compareText(a.technician.fullName.toLowerCase(), b.technician.fullName.toLowerCase()) ||
    compareText(a.technician.id, b.technician.id)
  );
}
