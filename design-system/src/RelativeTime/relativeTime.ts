const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago (or how soon) a moment is, in words: 'just now', '5 minutes ago', 'in 3 hours',
 * 'yesterday'; past a week, the date, since 'in 23 days' is harder to place than the date itself.
 */
export function relativeTime(moment: Date, now: Date): string {
  const delta = moment.getTime() - now.getTime();
  const size = Math.abs(delta);
  if (size < MINUTE) return 'just now';
  if (size < HOUR) return relative.format(Math.round(delta / MINUTE), 'minute');
  if (size < DAY) return relative.format(Math.round(delta / HOUR), 'hour');
  if (size < 7 * DAY) return relative.format(Math.round(delta / DAY), 'day');
  return shortDate.format(moment);
}
