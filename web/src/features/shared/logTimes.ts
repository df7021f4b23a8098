/**
 * Entries written offline reach the server later. A gap this small is the link's ordinary delay
 * and not worth a second time on the page.
 */
const RECEIVED_LATE_MS = 5 * 60_000;

/** Whether the server got the entry long enough after it was written to say when. */
export function receivedLate(entry: { capturedAt: string; receivedAt: string }): boolean {
  return Date.parse(entry.receivedAt) - Date.parse(entry.capturedAt) > RECEIVED_LATE_MS;
}
