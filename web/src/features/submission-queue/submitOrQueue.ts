import { isLinkFailure, isOffline } from './linkFailure';
import { addSubmission, removeSubmissionsOf, type SubmissionKind } from './submissionQueue';

export interface Submission {
  kind: SubmissionKind;
  body: unknown;
  draftKey: string;
  /** Set for an upsert: the record it overwrites, so an older waiting save never lands after it. */
  record?: string;
}

/** A queued submission's id is its idempotency key: what waits for it can name it. */
export type SubmitOutcome<Result> =
  { status: 'sent'; result: Result } | { status: 'queued'; id: string };

/**
 * Sends a form's submission at once when the browser is online, else (or when the link fails on the
 * way) keeps it on the device for the sender, under the same idempotency key: if the first try did
 * reach the server, the resend stores nothing new. The server's own refusals are thrown, for the form.
 */
export async function submitOrQueue<Result>(
  submission: Submission,
  send: (idempotencyKey: string) => Promise<Result>,
): Promise<SubmitOutcome<Result>> {
  const id = crypto.randomUUID();
  if (submission.record !== undefined) removeSubmissionsOf(submission.record);
  if (!isOffline()) {
    try {
      return { status: 'sent', result: await send(id) };
    } catch (error) {
      if (!isLinkFailure(error)) throw error;
    }
  }
  addSubmission({ id, ...submission, queuedAt: new Date().toISOString() });
  return { status: 'queued', id };
}
