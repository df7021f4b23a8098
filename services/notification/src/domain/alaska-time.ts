/**
 * A calendar day (YYYY-MM-DD) spelled out, e.g. "Monday, December 8, 2025". The day has no time
 * zone, so it is formatted as the same day in UTC and never shifts.
 */
export function calendarDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

/** A calendar day (YYYY-MM-DD) in short, for subject lines: "Jun 20, 2030". Never shifts a day. */
export function shortCalendarDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date);
}
