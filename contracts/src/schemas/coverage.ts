import { z } from 'zod';
import { alaskaCommunityByName } from '../reference/alaska-communities.js';
import {
  COVERAGE_LIMITS,
  TRAVEL_MODES,
  UNAVAILABILITY_REASONS,
  type TravelMode,
  type UnavailabilityReason,
} from '../reference/coverage.js';
import { isIsoDate, todayInAlaska, yearsAfter } from './dates.js';
import { optionalText } from './fields.js';
import { messages } from './messages.js';

const m = messages.coverage;

const community = z
  .string({ message: m.unknownCommunity })
  .trim()
  .refine((name) => alaskaCommunityByName(name) !== undefined, m.unknownCommunity);

/** A community the technician can reach from home, how, and in how many days as a rule. */
export const reachableCommunitySchema = z.strictObject({
  community: community.meta({
    description: "A community of the reference list (case and 'St.' for 'Saint' are forgiven).",
  }),
  travelMode: z.enum(TRAVEL_MODES, { message: m.travelModeRequired }),
  days: z
    .number({ message: m.travelDaysRange })
    .int(m.travelDaysRange)
    .min(0, m.travelDaysRange)
    .max(COVERAGE_LIMITS.maxTravelDays, m.travelDaysRange)
    .meta({ description: 'Typical days to arrive.' }),
});

/**
 * The communities a technician serves beyond home (PUT replaces the list). Home is their service
 * location and is always covered, so it is not listed here; each community appears once.
 */
export const technicianCoverageSchema = z
  .strictObject({
    reach: z
      .array(reachableCommunitySchema)
      .max(COVERAGE_LIMITS.reachableCommunities, m.tooManyCommunities)
      .superRefine((entries, ctx) => {
        const seen = new Set<string>();
        entries.forEach((entry, index) => {
          const key = entry.community.toLowerCase();
          if (seen.has(key)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'community'],
              message: m.duplicateCommunity,
            });
          }
          seen.add(key);
        });
      }),
  })
  .meta({ id: 'TechnicianCoverageSave' });

export type TechnicianCoverageInput = z.infer<typeof technicianCoverageSchema>;

const isoDate = (message: string) => z.string({ message }).trim().refine(isIsoDate, message);

export interface UnavailablePeriodSchemaOptions {
  /** Today as YYYY-MM-DD; tests pin it, everyone else gets today on Alaska's latest clock. */
  today?: () => string;
}

/**
 * A stretch of days (both included) on which the technician takes no work: not over yet, and
 * within COVERAGE_LIMITS.periodMaxYears from today.
 */
export function createUnavailablePeriodSchema(options: UnavailablePeriodSchemaOptions = {}) {
  const today = options.today ?? (() => todayInAlaska());
  return z
    .strictObject({
      from: isoDate(m.invalidDate).meta({ format: 'date', description: 'First day, YYYY-MM-DD.' }),
      to: isoDate(m.invalidDate).meta({
        format: 'date',
        description: 'Last day (included), YYYY-MM-DD; not before `from`.',
      }),
      reason: z.enum(UNAVAILABILITY_REASONS, { message: m.reasonRequired }),
      note: optionalText(COVERAGE_LIMITS.noteLength).default(''),
    })
    .superRefine((period, ctx) => {
      if (!isIsoDate(period.from) || !isIsoDate(period.to)) return;
      const firstDay = today();
      const lastDay = yearsAfter(firstDay, COVERAGE_LIMITS.periodMaxYears);
      const tooFar = m.periodTooFar(COVERAGE_LIMITS.periodMaxYears);
      if (period.to < period.from) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: m.periodEndsBeforeStart });
      } else if (period.to < firstDay) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: m.periodOver });
      }
      // A period under way may have begun a while ago, but not beyond the window either side.
      if (
        period.from < yearsAfter(firstDay, -COVERAGE_LIMITS.periodMaxYears) ||
        period.from > lastDay
      ) {
        ctx.addIssue({ code: 'custom', path: ['from'], message: tooFar });
      }
      if (period.to > lastDay) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: tooFar });
      }
    })
    .meta({ id: 'NewUnavailablePeriod' });
}

export const unavailablePeriodSchema = createUnavailablePeriodSchema();

export type UnavailablePeriodInput = z.infer<typeof unavailablePeriodSchema>;

/** A community as coverage reports it: with its region and the region's hub. */
export interface CoveredCommunity {
  community: string;
  region: string;
  hub: string;
}

export interface ReachableCommunity extends CoveredCommunity {
  travelMode: TravelMode;
  days: number;
}

/**
 * What a technician reads of their service area. `home` is null until they have a location. Until
 * the technician first saves the list, `saved` is false and `reach` holds the communities their
 * travel answer names, as a starting point.
 */
export interface TechnicianCoverage {
  home: CoveredCommunity | null;
  reach: ReachableCommunity[];
  saved: boolean;
}

export interface UnavailablePeriod {
  id: string;
  from: string;
  to: string;
  reason: UnavailabilityReason;
  note: string;
}

/** A technician's time away on the admin's schedule, with whose it is. */
export interface ScheduledUnavailablePeriod extends UnavailablePeriod {
  technicianId: string;
  technicianName: string;
}
