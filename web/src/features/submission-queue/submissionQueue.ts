import { z } from 'zod';
import { deviceStore, listOf } from '../device-store/deviceStore';
import { SUBMISSIONS_KEY } from './waitingSubmissions';

export { SUBMISSIONS_KEY, subscribeToSubmissions } from './waitingSubmissions';

/** The forms whose submissions wait on the device for the link. */
export const SUBMISSION_KINDS = [
  'service-request',
  'request-estimate',
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
const queuedSubmissionSchema = z.object({
  id: z.string(),
  kind: z.enum(SUBMISSION_KINDS),
  // Required although unknown: an entry without a body has nothing to send.
  body: z.unknown().refine((body): boolean => body !== undefined),
  /** Where the form's draft lives: put back with the server's errors if the server refuses it. */
  draftKey: z.string(),
  /**
   * The record an upsert overwrites as a whole: only its newest save matters, so a newer one
   * replaces an older one still waiting rather than being sent after it.
   */
  record: z.string().optional(),
  queuedAt: z.string(),
});

export type QueuedSubmission = z.infer<typeof queuedSubmissionSchema>;

/** The waiting submissions, oldest first. */
const submissions = deviceStore(SUBMISSIONS_KEY, listOf(queuedSubmissionSchema));

/** The waiting submissions, oldest first; anything unreadable counts as none. */
export function readSubmissions(): QueuedSubmission[] {
  return submissions.read() ?? [];
}

function writeSubmissions(entries: readonly QueuedSubmission[]): void {
  if (entries.length === 0) submissions.clear();
  else submissions.write([...entries]);
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
