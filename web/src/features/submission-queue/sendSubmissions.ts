import type { BffClient } from '@rha/contracts';
import type { ToastMessage } from '@rha/design-system';
import type { QueryClient } from '@tanstack/react-query';
import { RequestError } from '../../api/requestError';
import { formDraftStore } from '../drafts/formDraft';
import { isLinkFailure, isRateLimited } from './linkFailure';
import { submissionHandlers } from './submissionKinds';
import { readSubmissions, removeSubmission, type QueuedSubmission } from './submissionQueue';

/** What sending the waiting submissions goes through. */
export interface SubmissionRoute {
  bff: BffClient;
  queryClient: QueryClient;
  toast: (message: ToastMessage) => void;
  /** Signed out, only the public forms' submissions can go: the rest wait for the sign-in. */
  signedIn: boolean;
}

function sendableBy(signedIn: boolean) {
  return (entry: QueuedSubmission) => signedIn || submissionHandlers[entry.kind].public === true;
}

/** Whether anything waits that this tab can send now. */
export function hasSendableSubmissions(signedIn: boolean): boolean {
  return readSubmissions().some(sendableBy(signedIn));
}

/** What one flush did: how many left the device, and whether the link or the server stopped it. */
export interface SubmissionFlushReport {
  settled: number;
  stalled: boolean;
  /** Set when the server asked to wait (429 with Retry-After): how long, before the next try. */
  retryAfterMs?: number;
}

async function sendWaiting(route: SubmissionRoute): Promise<SubmissionFlushReport> {
  const report: SubmissionFlushReport = { settled: 0, stalled: false };
  for (const entry of readSubmissions().filter(sendableBy(route.signedIn))) {
    const handler = submissionHandlers[entry.kind];
    try {
      const result = await handler.send(route.bff, entry.body, entry.id);
      removeSubmission(entry.id);
      await handler.landed?.(result, entry.id);
      report.settled += 1;
      const sent = handler.sent?.(entry.body);
      if (sent) route.toast(sent);
      for (const queryKey of handler.refreshes) {
        void route.queryClient.invalidateQueries({ queryKey });
      }
    } catch (error) {
      if (isRateLimited(error)) {
        // Kept as it is, and the rest behind it in order, until the wait the server asked for is over.
        report.stalled = true;
        if (error.retryAfterSeconds !== undefined) {
          // At least a second: a zero would have the sender ask again at once, and again.
          report.retryAfterMs = Math.max(1, error.retryAfterSeconds) * 1000;
        }
        return report;
      }
      if (isLinkFailure(error)) {
        // Later ones wait too, so they reach the server in the order they were made.
        report.stalled = true;
        return report;
      }
      // Taken off the queue so it is never sent again as it is; the form shows it, to be fixed.
      removeSubmission(entry.id);
      report.settled += 1;
      await handler.bounced?.(entry.id);
      if (!handler.formless) {
        formDraftStore(entry.draftKey).write({
          values: entry.body as Record<string, unknown>,
          fieldErrors: error instanceof RequestError ? [...error.fieldErrors] : [],
        });
      }
      route.toast(handler.refused(error));
    }
  }
  return report;
}

let running: Promise<SubmissionFlushReport> | undefined;

/**
 * Sends the waiting submissions, oldest first, each with its own idempotency key. One the server
 * stores leaves the device with the form's success notice; one it refuses goes back to its form's
 * draft with the server's errors; a dropped link, or the server asking to wait (429), stops the
 * flush, to be tried again. A call while one is under way joins it, so nothing is posted twice by
 * this tab.
 */
export function flushSubmissions(route: SubmissionRoute): Promise<SubmissionFlushReport> {
  running ??= sendWaiting(route).finally(() => {
    running = undefined;
  });
  return running;
}
