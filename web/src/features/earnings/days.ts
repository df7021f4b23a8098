import { alaskaToday } from '@rha/contracts/reference';

const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date (YYYY-MM-DD) as people read it, e.g. 'Dec 15, 2026'. */
export function formatDay(isoDate: string): string {
  return DAY.format(new Date(`${isoDate}T12:00:00Z`));
}

/** The Alaska calendar day of a moment, as people read it. */
export function formatAlaskaDay(isoMoment: string): string {
  return formatDay(alaskaToday(new Date(isoMoment)));
}
