import { pricing } from './pricing.js';
import type { ServiceType } from './service-request.js';

/*
 * What the product charges, in integer US cents, derived from the advertised prices so that a
 * change to the site's figures changes the bill too. Amounts the site leaves open (Remote Eyes'
 * price within its range, the discount bands, the standby day rate) are defaults an admin may
 * replace; the bands' percentages are placeholders until an admin sets real ones.
 */

export const CURRENCY = 'USD';
export const CURRENCIES = [CURRENCY] as const;
export type Currency = (typeof CURRENCIES)[number];

const cents = (usd: number) => usd * 100;

export const PRICES = {
  remoteHands: {
    baselineCents: cents(pricing.baseline.priceUsd),
    includedMinutes: pricing.baseline.includedHours * 60,
    /** Time past the baseline block is billed per started quarter hour at the hourly rate. */
    extraBlockMinutes: 15,
    extraBlockCents: cents(pricing.baseline.hourlyRateAfterUsd) / 4,
  },
  proPackageCents: cents(pricing.proPackageUsd),
  remoteEyes: {
    minCents: cents(pricing.remoteEyes.minPriceUsd),
    maxCents: cents(pricing.remoteEyes.maxPriceUsd),
    defaultCents: 30_000,
  },
  travel: {
    /** Approved travel costs are passed on at cost; a weather-standby day adds this rate. */
    weatherStandbyDayCents: 25_000,
  },
} as const;

/** A discount band: from `minVisits` scheduled visits (up to the next band), in basis points. */
export interface DiscountBand {
  minVisits: number;
  maxVisits: number | null;
  basisPoints: number;
}

export const DEFAULT_DISCOUNT_BANDS: readonly DiscountBand[] = [
  { minVisits: 2, maxVisits: 4, basisPoints: 500 },
  { minVisits: 5, maxVisits: 9, basisPoints: 1000 },
  { minVisits: 10, maxVisits: 29, basisPoints: 1500 },
  { minVisits: 30, maxVisits: null, basisPoints: 2000 },
];

export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

/** The most one request may plan: a scheduled programme beyond this is a custom quote. */
export const MAX_SCHEDULED_VISITS = 365;
/** A day on site at most per visit: longer work is several visits. */
export const MAX_EXPECTED_HOURS = 24;
/** No single payment of a job's invoice comes near this; anything above is a typing slip. */
export const MAX_PAYMENT_CENTS = 100_000_000;

/** A custom request's quote above this is a typing slip, not a price. */
export const MAX_QUOTE_CENTS = 10_000_000;
/** The longest a company may be given to pay an invoice, in days. */
export const MAX_PAYMENT_TERMS_DAYS = 90;

export type PriceLineCode =
  | 'custom-quote'
  | 'remote-hands-baseline'
  | 'remote-hands-extra-time'
  | 'remote-eyes'
  | 'pro-package'
  | 'scheduled-visit-discount'
  | 'travel-cost'
  | 'parts-cost'
  | 'weather-standby';

export interface PriceLine {
  code: PriceLineCode;
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

export interface EstimateInput {
  serviceType: ServiceType;
  proPackage: boolean;
  /** Hours on site per visit; only Remote Hands is priced by time. */
  expectedHours: number;
  scheduledVisits: number;
  /** An admin's Remote Eyes price, within its range; the default otherwise. */
  remoteEyesCents?: number;
  discountBands?: readonly DiscountBand[];
}

export interface Estimate {
  /** A custom request is priced by an admin's quote, not by this table. */
  quoteRequired: boolean;
  lines: PriceLine[];
  totalCents: number;
}

function line(
  code: PriceLineCode,
  description: string,
  quantity: number,
  unitCents: number,
): PriceLine {
  return { code, description, quantity, unitCents, amountCents: quantity * unitCents };
}

/** How many started quarter hours lie past the baseline block in `minutes` on site. */
export function extraQuarterHours(minutes: number): number {
  const extra = minutes - PRICES.remoteHands.includedMinutes;
  return extra > 0 ? Math.ceil(extra / PRICES.remoteHands.extraBlockMinutes) : 0;
}

/** The lines of one visit's Remote Hands work lasting `minutes` on site. */
export function remoteHandsLines(minutes: number, visits = 1): PriceLine[] {
  const { baselineCents, extraBlockCents, includedMinutes } = PRICES.remoteHands;
  const lines = [
    line(
      'remote-hands-baseline',
      `Remote Hands, first ${includedMinutes / 60} hours on site`,
      visits,
      baselineCents,
    ),
  ];
  const quarters = extraQuarterHours(minutes) * visits;
  if (quarters > 0) {
    lines.push(
      line(
        'remote-hands-extra-time',
        'Additional time, per started quarter hour',
        quarters,
        extraBlockCents,
      ),
    );
  }
  return lines;
}

/** A custom request is billed the quote its company accepted, as one line. */
export function customQuoteLine(amountCents: number): PriceLine {
  return line('custom-quote', 'Custom request, as quoted', 1, amountCents);
}

export function proPackageLine(): PriceLine {
  return line('pro-package', 'Pro Package', 1, PRICES.proPackageCents);
}

/** The band that `visits` falls in; none below the first band. */
export function discountBandFor(
  visits: number,
  bands: readonly DiscountBand[] = DEFAULT_DISCOUNT_BANDS,
): DiscountBand | undefined {
  return bands.find(
    (band) => visits >= band.minVisits && (band.maxVisits === null || visits <= band.maxVisits),
  );
}

/**
 * The price of a request before it is made: the same function prices the browser's estimate and
 * the server's, so the two never disagree. The discount covers the visits' service lines, not the
 * Pro Package, and rounds to the nearest cent in the company's favour.
 */
export function estimatePrice(input: EstimateInput): Estimate {
  if (input.serviceType === 'custom-request') {
    return { quoteRequired: true, lines: [], totalCents: 0 };
  }
  const visits = Math.max(1, Math.floor(input.scheduledVisits));
  const service =
    input.serviceType === 'remote-hands'
      ? remoteHandsLines(Math.max(0, input.expectedHours) * 60, visits)
      : [
          line(
            'remote-eyes',
            'Remote Eyes visual assessment',
            visits,
            input.remoteEyesCents ?? PRICES.remoteEyes.defaultCents,
          ),
        ];
  const lines = [...service];
  const band = discountBandFor(visits, input.discountBands);
  if (band) {
    const serviceCents = service.reduce((sum, entry) => sum + entry.amountCents, 0);
    const discount = Math.ceil((serviceCents * band.basisPoints) / 10_000);
    lines.push(
      line('scheduled-visit-discount', `Scheduled-visit discount, ${visits} visits`, 1, -discount),
    );
  }
  if (input.proPackage && input.serviceType === 'remote-hands') lines.push(proPackageLine());
  return {
    quoteRequired: false,
    lines,
    totalCents: lines.reduce((sum, entry) => sum + entry.amountCents, 0),
  };
}
