import { storageKeys } from '../../auth/authStorage';
import { subscribeToDeviceKeys } from '../device-store/deviceKeys';

// Apart from submissionQueue.ts and its schemas: every page, public ones included, watches whether
// something waits, and only a page that sends it needs to read it.

/** Under the outbox prefix, so signing out drops what is still waiting. */
export const SUBMISSIONS_KEY = `${storageKeys.outboxPrefix}submissions`;

/** Calls back after every change to the waiting submissions. */
export function subscribeToSubmissions(listener: () => void): () => void {
  return subscribeToDeviceKeys((key) => key === SUBMISSIONS_KEY, listener);
}

/**
 * Whether the device holds submissions, read or not: enough to fetch the sender, which reads them
 * and drops what it cannot read.
 */
export function holdsSubmissions(): boolean {
  try {
    return localStorage.getItem(SUBMISSIONS_KEY) !== null;
  } catch {
    return false;
  }
}
