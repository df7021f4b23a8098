const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Today as YYYY-MM-DD on Alaska's westernmost clock (Hawaii-Aleutian time, UTC-10): the latest
 * "today" of anyone in Alaska, so a date that is today for the person choosing it is never
 * rejected by a server running on UTC.
 */
export function todayInAlaska(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Adak',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The same day `years` later (YYYY-MM-DD); 29 February stays the latest day of that February. */
export function yearsAfter(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  const later = `${String(year).padStart(4, '0')}${date.slice(4)}`;
  return isIsoDate(later) ? later : `${String(year).padStart(4, '0')}-02-28`;
}
