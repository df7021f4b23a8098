/** The prices and service promises the site advertises, in US dollars where a price. */
export const pricing = {
  /** Pro Kit for live video where WiFi or 4G is unavailable. */
  proPackageUsd: 800,
  baseline: {
    priceUsd: 900,
    includedHours: 4,
    hourlyRateAfterUsd: 225,
    warrantyDays: 7,
  },
  remoteEyes: {
    minPriceUsd: 200,
    maxPriceUsd: 400,
    maxPhotos: 20,
    /** Scheduled discounts apply from 2 visits up to 30 and more. */
    scheduledDiscountVisits: { min: 2, max: 30 },
  },
  coverage: {
    statewideWithinBusinessDays: 5,
    oftenOnSiteWithinHours: 24,
  },
} as const;

export const limits = {
  jobDescriptionMin: 10,
  contactMessageMin: 10,
  phoneMin: 10,
  companyNameMin: 2,
  cityMin: 2,
  stateMin: 2,
  zipCodeMin: 5,
  referencePhoneDigitsMax: 10,
  ticketRandomMin: 1000,
  ticketRandomMax: 9999,
  minimumAge: 18,
  childrenPolicyAge: 13,
  toastDurationMs: 5000,
  adminSaveDelayMs: 1000,
} as const;
