import type { BffClient } from '@rha/contracts';
import type { JobMessage } from '@rha/contracts/schemas';
import { sendJobMessage } from '../../api/jobMessages';
import { failureMessage, RequestError } from '../../api/requestError';
import type { QueueEntry, UploadQueue } from '../job-files/uploadQueue';
import { isRateLimited } from '../submission-queue/linkFailure';
import { readOutbox, removeFromOutbox, type OutboxMessage } from './messageOutbox';

/** What sending a thread's unsent messages goes through. */
export interface OutboxRoute {
  bff: BffClient;
  queue: UploadQueue;
}

/** The server stored a message, or turned one down for good (with its reason, when it gave one). */
export type SendOutcome = { sent: JobMessage } | { refused: string | undefined };

/** What one flush of a thread's unsent messages did. */
export interface FlushReport {
  /** How many messages the server stored or refused, and so left the device. */
  settled: number;
}

/**
 * The server turned the message down; anything else (no answer, a gateway failing, too many writes
 * just now) may pass later.
 */
function isRefusal(error: unknown): error is RequestError {
  return error instanceof RequestError && error.status < 500 && !isRateLimited(error);
}

/** The stored ids of the message's files, or undefined while any of them has none yet. */
function storedIdsOf(
  message: OutboxMessage,
  entries: ReadonlyMap<string, QueueEntry>,
): string[] | undefined {
  const ids = message.attachments.flatMap((file) => entries.get(file.clientId)?.fileId ?? []);
  return ids.length === message.attachments.length ? ids : undefined;
}

const watchers = new Map<string, Set<(outcome: SendOutcome) => void>>();

/** Calls back for every message of the thread the server stores or refuses, whoever sent it. */
export function watchOutbox(requestId: string, watcher: (outcome: SendOutcome) => void) {
  const forThread = watchers.get(requestId) ?? new Set();
  watchers.set(requestId, forThread.add(watcher));
  return () => {
    forThread.delete(watcher);
    if (forThread.size === 0) watchers.delete(requestId);
  };
}

function announce(requestId: string, outcome: SendOutcome, report: FlushReport) {
  report.settled += 1;
  watchers.get(requestId)?.forEach((watcher) => watcher(outcome));
}

async function sendWaiting(requestId: string, { bff, queue }: OutboxRoute, report: FlushReport) {
  const entries = new Map(queue.getSnapshot().map((entry) => [entry.clientId, entry]));
  for (const message of readOutbox(requestId)) {
    const attachmentIds = storedIdsOf(message, entries);
    // Later messages wait too, so the thread keeps the order they were written in.
    if (!attachmentIds) return;
    try {
      const stored = await sendJobMessage(bff, requestId, {
        clientId: message.clientId,
        text: message.text,
        attachmentIds,
      });
      for (const clientId of message.attachments.map((file) => file.clientId)) {
        void queue.remove(clientId);
      }
      removeFromOutbox(requestId, message.clientId);
      announce(requestId, { sent: stored }, report);
    } catch (error) {
      if (!isRefusal(error)) return;
      // Its files stay on the queue and so come back to the message being written.
      removeFromOutbox(requestId, message.clientId);
      announce(requestId, { refused: failureMessage(error) }, report);
    }
  }
}

interface Flush {
  done: Promise<FlushReport>;
  /** Asked for again while under way: a message written meanwhile must not wait for the next call. */
  again: boolean;
}

/** At most one flush per thread in this tab, whichever part of the app asks for it. */
const flushes = new Map<string, Flush>();

/**
 * Sends the thread's unsent messages in the order written, each once its files are stored. A
 * message the server has goes off the device with its files; one it refuses goes off the device
 * while its files stay queued; a dropped link, a failing server or a write limit stops the flush,
 * to be tried again. Called while the thread is already being flushed, it joins that flush, which then looks
 * again once done: two parts of the app flushing together never post a message twice.
 */
export function flushOutbox(requestId: string, route: OutboxRoute): Promise<FlushReport> {
  const running = flushes.get(requestId);
  if (running) {
    running.again = true;
    return running.done;
  }
  const flush: Flush = { done: Promise.resolve({ settled: 0 }), again: true };
  flushes.set(requestId, flush);
  flush.done = (async () => {
    const report: FlushReport = { settled: 0 };
    try {
      while (flush.again) {
        flush.again = false;
        await sendWaiting(requestId, route, report);
      }
    } finally {
      flushes.delete(requestId);
    }
    return report;
  })();
  return flush.done;
}
