/**
 * Calendar days as ISO strings (`2026-12-03`), reckoned in UTC so that adding a day never meets a
 * daylight-saving change: a day of the schedule is a date, not an instant.
 */
export type IsoDay = string;

const MS_PER_DAY = 86_400_000;

function toDate(day: IsoDay): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return new Date(toDate(day).getTime() + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The Sunday that starts the week holding `day`, as calendars in the US lay weeks out. */
export function weekStart(day: IsoDay): IsoDay {
  return addDays(day, -toDate(day).getUTCDay());
}

export function weekDays(day: IsoDay): IsoDay[] {
  const first = weekStart(day);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** The person's own today, from their device's clock and time zone. */
export function localToday(now = new Date()): IsoDay {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const date = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${date}`;
}

export function formatDay(
  day: IsoDay,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(toDate(day));
}

/** Whether an entry from `start` to `end` (both included) touches `day`. */
export function covers(start: IsoDay, end: IsoDay, day: IsoDay): boolean {
  return start <= day && day <= end;
}
