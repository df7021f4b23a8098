import { z } from 'zod';
import {
  DEFAULT_DISCOUNT_BANDS,
  MAX_EXPECTED_HOURS,
  MAX_SCHEDULED_VISITS,
  PRICES,
  type DiscountBand,
} from '../reference/prices.js';

const usd = (cents: number) => (cents / 100).toLocaleString('en-US');

/** No band takes more than half off: above that is a typing slip, not a discount. */
export const MAX_DISCOUNT_BASIS_POINTS = 5_000;
/** A standby day costs far less than this; above it is a typing slip. */
export const MAX_STANDBY_DAY_CENTS = 500_000;
export const MAX_DISCOUNT_BANDS = 8;
/** A discount needs at least this many scheduled visits: one visit is the plain price. */
export const MIN_DISCOUNTED_VISITS = 2;

/** What the admin may change of the prices: the figures the site leaves open. */
export interface PriceTable {
  remoteEyesCents: number;
  discountBands: DiscountBand[];
  weatherStandbyDayCents: number;
}

export const DEFAULT_PRICE_TABLE: PriceTable = {
  remoteEyesCents: PRICES.remoteEyes.defaultCents,
  discountBands: DEFAULT_DISCOUNT_BANDS.map((band) => ({ ...band })),
  weatherStandbyDayCents: PRICES.travel.weatherStandbyDayCents,
};

const visits = (what: string) =>
  z
    .number({ message: `Enter the ${what} number of visits.` })
    .int(`Enter the ${what} number of visits as a whole number.`)
    .min(MIN_DISCOUNTED_VISITS, `A discount starts at ${MIN_DISCOUNTED_VISITS} visits or more.`)
    .max(MAX_SCHEDULED_VISITS, `A band ends at ${MAX_SCHEDULED_VISITS} visits at most.`);

const discountBandSchema = z.strictObject({
  minVisits: visits('first'),
  maxVisits: visits('last').nullable(),
  basisPoints: z
    .number({ message: 'Enter the discount in basis points.' })
    .int('Enter the discount in whole basis points.')
    .min(0, 'A discount cannot be negative.')
    .max(
      MAX_DISCOUNT_BASIS_POINTS,
      `A discount is at most ${MAX_DISCOUNT_BASIS_POINTS} basis points (${MAX_DISCOUNT_BASIS_POINTS / 100}%).`,
    ),
});

/**
 * Where the bands stop following one another: each starts the visit after the previous one ends,
 * only the last is open-ended. The message names the band a person has to fix.
 */
function bandGap(bands: readonly DiscountBand[]): { index: number; message: string } | null {
  for (const [index, band] of bands.entries()) {
    const last = index === bands.length - 1;
    if (band.maxVisits !== null && band.maxVisits < band.minVisits) {
      return { index, message: `Band ${index + 1} ends before it starts.` };
    }
    if (last && band.maxVisits !== null) {
      return { index, message: `The last band has no upper end: leave its last visit empty.` };
    }
    if (!last && band.maxVisits === null) {
      return {
        index,
        message: `Only the last band is open-ended: enter band ${index + 1}'s last visit.`,
      };
    }
    const next = bands[index + 1];
    if (next && band.maxVisits !== null && next.minVisits !== band.maxVisits + 1) {
      return {
        index: index + 1,
        message: `Band ${index + 2} must start at ${band.maxVisits + 1} visits, right after band ${index + 1}.`,
      };
    }
  }
  return null;
}

/** The price table as an admin saves it: bounded figures, bands contiguous and in order. */
export const priceTableSchema = z
  .strictObject({
    remoteEyesCents: z
      .number({ message: 'Enter the Remote Eyes price in cents.' })
      .int('Enter the Remote Eyes price in whole cents.')
      .min(
        PRICES.remoteEyes.minCents,
        `The Remote Eyes price is at least ${usd(PRICES.remoteEyes.minCents)} USD.`,
      )
      .max(
        PRICES.remoteEyes.maxCents,
        `The Remote Eyes price is at most ${usd(PRICES.remoteEyes.maxCents)} USD.`,
      ),
    discountBands: z
      .array(discountBandSchema, { message: 'Enter the discount bands.' })
      .min(1, 'Keep at least one discount band.')
      .max(MAX_DISCOUNT_BANDS, `Keep at most ${MAX_DISCOUNT_BANDS} discount bands.`),
    weatherStandbyDayCents: z
      .number({ message: 'Enter the weather standby day rate in cents.' })
      .int('Enter the weather standby day rate in whole cents.')
      .min(0, 'The weather standby day rate cannot be negative.')
      .max(
        MAX_STANDBY_DAY_CENTS,
        `The weather standby day rate is at most ${usd(MAX_STANDBY_DAY_CENTS)} USD.`,
      ),
  })
  .superRefine((table, ctx) => {
    const gap = bandGap(table.discountBands);
    if (gap)
      ctx.addIssue({ code: 'custom', message: gap.message, path: ['discountBands', gap.index] });
  })
  .meta({ id: 'PriceTable' }) satisfies z.ZodType<PriceTable>;

/** What a company answers about the work for its request's estimate; the rest billing knows. */
export const estimateAnswersSchema = z
  .strictObject({
    expectedHours: z
      .number({ message: 'Enter the expected hours on site.' })
      .positive('Enter the expected hours on site.')
      .max(MAX_EXPECTED_HOURS, `Expect at most ${MAX_EXPECTED_HOURS} hours on site per visit.`)
      // Counted in whole quarter hours: zod's multipleOf lets a tiny fraction such as 5e-324 pass.
      .refine((hours) => Number.isInteger(hours * 4), 'Enter the hours in quarter hours.'),
    scheduledVisits: z
      .number({ message: 'Enter the number of scheduled visits.' })
      .int('Enter the number of visits as a whole number.')
      .min(1, 'Plan at least 1 visit.')
      .max(MAX_SCHEDULED_VISITS, `Plan at most ${MAX_SCHEDULED_VISITS} visits in one request.`),
  })
  .meta({ id: 'EstimateAnswers' });
export type EstimateAnswers = z.infer<typeof estimateAnswersSchema>;
