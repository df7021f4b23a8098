const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const momentFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

/** 'Mar 1, 2025' in the admin's own time zone; the text itself when it is no date. */
export function displayDay(iso: string): string {
  return format(dayFormat, iso);
}

/** 'Mar 1, 2025, 10:00 AM' in the admin's own time zone. */
export function displayMoment(iso: string): string {
  return format(momentFormat, iso);
}
