/** How a technician gets to a community they serve from home. */
export const TRAVEL_MODES = ['road', 'boat', 'snowmachine', 'atv', 'small_plane'] as const;

export type TravelMode = (typeof TRAVEL_MODES)[number];

export const TRAVEL_MODE_LABELS: Record<TravelMode, string> = {
  road: 'Road',
  boat: 'Boat',
  snowmachine: 'Snowmachine',
  atv: 'ATV',
  small_plane: 'Small plane',
};

/** Why a technician cannot take work for a while. */
export const UNAVAILABILITY_REASONS = ['fish_camp', 'hunting', 'travel', 'other'] as const;

export type UnavailabilityReason = (typeof UNAVAILABILITY_REASONS)[number];

export const UNAVAILABILITY_REASON_LABELS: Record<UnavailabilityReason, string> = {
  fish_camp: 'Fish camp',
  hunting: 'Hunting',
  travel: 'Travel',
  other: 'Other',
};

/** Bounds on what a technician may store of their service area and time away. */
export const COVERAGE_LIMITS = {
  reachableCommunities: 50,
  maxTravelDays: 30,
  unavailablePeriods: 50,
  noteLength: 500,
  /** How far ahead a period may reach: further out, plans are guesses. */
  periodMaxYears: 2,
  /** The most periods the admin's schedule lists at once, the earliest first. */
  schedulePeriods: 500,
} as const;
