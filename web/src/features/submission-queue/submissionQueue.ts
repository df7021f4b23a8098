import { storageKeys } from '../../auth/authStorage';

/** Under the outbox prefix, so signing out drops what is still waiting. */
export const SUBMISSIONS_KEY = `${storageKeys.outboxPrefix}submissions`;

/** The forms whose submissions wait on the device for the link. */
export const SUBMISSION_KINDS = [
  'service-request',
  'company-location',
  'company-profile',
  'technician-location-add',
  'technician-location-update',
  'technician-profile',
  'technician-certifications',
  'contact-info',
  'contact-message',
] as const;

export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/**
 * A form submitted on this device that the server has not confirmed yet. Its id is the idempotency
 * key, made once when it was first submitted: however often it is sent, the server stores it once.
 */
export interface QueuedSubmission {
  id: string;
  kind: SubmissionKind;
  body: unknown;
  /** Where the form's draft lives: put back with the server's errors if the server refuses it. */
  draftKey: string;
  /**
   * The record an upsert overwrites as a whole: only its newest save matters, so a newer one
   * replaces an older one still waiting rather than being sent after it.
   */
  record?: string;
  queuedAt: string;
}

const KINDS: readonly string[] = SUBMISSION_KINDS;

function isQueuedSubmission(value: unknown): value is QueuedSubmission {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.kind === 'string' &&
    KINDS.includes(entry.kind) &&
    'body' in entry &&
    typeof entry.draftKey === 'string' &&
    (entry.record === undefined || typeof entry.record === 'string') &&
    typeof entry.queuedAt === 'string'
  );
}

const listeners = new Set<() => void>();

/** Calls back after every change to the waiting submissions. */
export function subscribeToSubmissions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting submissions, oldest first; anything unreadable counts as none. */
export function readSubmissions(): QueuedSubmission[] {
  try {
    const stored = JSON.parse(localStorage.getItem(SUBMISSIONS_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter(isQueuedSubmission) : [];
  } catch {
    return [];
  }
}

export function hasWaitingSubmissions(): boolean {
  return readSubmissions().length > 0;
}

/** A full or disabled storage costs the safety net, never the page. */
function writeSubmissions(entries: readonly QueuedSubmission[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(SUBMISSIONS_KEY);
    else localStorage.setItem(SUBMISSIONS_KEY, JSON.stringify(entries));
  } catch (error) {
    console.warn('The submission could not be kept on this device', error);
  }
  listeners.forEach((listener) => listener());
}

/** Queues it last; an older save of the same record still waiting is dropped for it. */
export function addSubmission(entry: QueuedSubmission): void {
  const replaced = (waiting: QueuedSubmission) =>
    waiting.id === entry.id || (entry.record !== undefined && waiting.record === entry.record);
  writeSubmissions([...readSubmissions().filter((waiting) => !replaced(waiting)), entry]);
}

/** Forgets the saves of a record still waiting: a newer one is on its way and must win. */
export function removeSubmissionsOf(record: string): void {
  const waiting = readSubmissions();
  const kept = waiting.filter((entry) => entry.record !== record);
  if (kept.length !== waiting.length) writeSubmissions(kept);
}

/** Forgets a submission once the server has it, or has refused it for good. */
export function removeSubmission(id: string): void {
  writeSubmissions(readSubmissions().filter((entry) => entry.id !== id));
}
