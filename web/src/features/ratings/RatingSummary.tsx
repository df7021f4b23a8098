import type { TechnicianRatingSummary } from '@rha/contracts/schemas';

/** A technician's average from the companies' ratings, e.g. 'Rating 4.3 (3 ratings)'. */
export function ratingSummaryText({ average, count }: TechnicianRatingSummary): string {
  if (average === null) return 'Not rated yet';
  return `Rating ${average.toFixed(1)} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}

export function RatingSummary({ rating }: { rating: TechnicianRatingSummary }) {
  return <span>{ratingSummaryText(rating)}</span>;
}
