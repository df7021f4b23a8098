/** The two sides of a completed job, each rating the other. */
export const RATING_PARTIES = ['company', 'technician'] as const;
export type RatingParty = (typeof RATING_PARTIES)[number];

export const RATING_SCORES = [1, 2, 3, 4, 5] as const;
export type RatingScore = (typeof RATING_SCORES)[number];

export const RATING_SCORE_LABELS: Readonly<Record<RatingScore, string>> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

/**
 * Days after completion in which each side may rate. A rating stays hidden from the other side
 * until both have rated or these days have passed, so neither answers the other's score.
 */
export const RATING_WINDOW_DAYS = 14;

export const RATING_COMMENT_MAX = 1000;
