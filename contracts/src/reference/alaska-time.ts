/**
 * Arrival times are agreed and read in Alaska time, wherever the browser is: the work happens in
 * Alaska, and an admin or a company elsewhere must see the hour the technician gave.
 */
export const ALASKA_TIME_ZONE = 'America/Anchorage';

const momentFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ALASKA_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ALASKA_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** 'Thu, Mar 12, 2026, 2:30 PM AKDT'; the text itself when it is no date-time. */
export function alaskaMoment(moment: Date | string): string {
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? String(moment) : momentFormat.format(date);
}

/** Today's date (YYYY-MM-DD) on Alaska's calendar. */
export function alaskaToday(now = new Date()): string {
  const parts = Object.fromEntries(
    clockFormat.formatToParts(now).map((part) => [part.type, part.value.padStart(2, '0')]),
  ) as Record<'year' | 'month' | 'day', string>;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** How far Alaska's clocks are from UTC at an instant, in milliseconds (negative). */
function alaskaOffsetMs(instant: number): number {
  const parts = Object.fromEntries(
    clockFormat.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const shown = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return shown - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant Alaska's clocks show `date` (YYYY-MM-DD) at `time` (HH:MM), as an ISO date-time;
 * null when either is not one.
 */
export function alaskaInstant(date: string, time: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const wall = Date.UTC(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  if (Number.isNaN(wall)) return null;
  // The first guess uses the offset at the wall time read as UTC, which lies on the other side of
  // a clock change for a few hours a year; the offset at the guess itself is the right one.
  const guess = wall - alaskaOffsetMs(wall);
  return new Date(wall - alaskaOffsetMs(guess)).toISOString();
}
