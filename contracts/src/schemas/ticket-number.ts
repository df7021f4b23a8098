const TICKET_NUMBER = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/;

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/**
 * A service ticket number as the form creates it when it opens: the local date as
 * YYYYMMDD, a dash and a random number from 1000 to 9999. The server checks it is unused.
 */
export function createServiceTicketNumber(now: Date = new Date(), random = Math.random): string {
  const date = `${now.getFullYear()}${pad(now.getMonth() + 1, 2)}${pad(now.getDate(), 2)}`;
  const suffix = 1000 + Math.floor(random() * 9000);
  return `${date}-${suffix}`;
}

/** True for YYYYMMDD-NNNN with a real calendar date and NNNN from 1000 to 9999. */
export function isServiceTicketNumber(value: string): boolean {
  const match = TICKET_NUMBER.exec(value);
  if (!match) return false;
  const [, year, month, day, suffix] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return realDate && suffix >= 1000 && suffix <= 9999;
}
