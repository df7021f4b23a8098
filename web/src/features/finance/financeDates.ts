const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar date (YYYY-MM-DD, e.g. a due date) as 'Dec 20, 2026'. Read at UTC midnight and shown
 * in UTC, so no time zone moves it to the day before.
 */
export function displayDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}
