import type { JobMessage, JobMessageThread } from '@rha/contracts/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useBffClient } from '../../api/BffClientProvider';
import {
  jobThreadQueryKey,
  THREAD_REFRESH_MS,
  unreadMessagesQueryKey,
} from '../../api/jobMessages';
import type { QueueEntry } from '../job-files/uploadQueue';
import { useQueuedFiles } from '../job-files/useQueuedFiles';
import {
  addToOutbox,
  readOutbox,
  removeOutboxAttachment,
  subscribeToOutboxes,
  type OutboxAttachment,
  type OutboxMessage,
} from './messageOutbox';
import { flushOutbox, watchOutbox } from './sendOutbox';

/** Puts the stored message in the thread at once, instead of waiting for the next read. */
function withMessage(thread: JobMessageThread | undefined, message: JobMessage) {
  if (!thread || thread.messages.some((known) => known.id === message.id)) return thread;
  return { ...thread, messages: [...thread.messages, message] };
}

/** An attached file as the upload queue has it; `missing` once the queue no longer holds it. */
export type AttachedFile = OutboxAttachment & { entry: QueueEntry | undefined; missing: boolean };

/**
 * What holds an unsent message back: its files still uploading, a file that cannot go (refused,
 * or gone from the device) until it is removed, or only the link.
 */
export type PendingReason = 'uploading' | 'blocked' | 'connection';

export interface PendingMessage extends OutboxMessage {
  files: AttachedFile[];
  reason: PendingReason;
}

export interface MessageOutbox {
  /** Written here and not yet accepted by the server, oldest first. */
  pending: PendingMessage[];
  /** Files attached to the message being written, in the order attached. */
  attached: QueueEntry[];
  /** Why the server refused the last message it turned down, until the next one is written. */
  refusal: string | undefined;
  attach(files: readonly File[]): Promise<void>;
  /** Takes a file off the message being written, stopping its upload. */
  detach(clientId: string): void;
  /** Takes a file off an unsent message. */
  dropFromPending(messageClientId: string, fileClientId: string): void;
  /** Sends the text with every file attached so far; the files go once all are stored. */
  send(text: string): void;
}

function filesOf(
  message: OutboxMessage,
  entries: ReadonlyMap<string, QueueEntry>,
  loaded: boolean,
): AttachedFile[] {
  return message.attachments.map((file) => {
    const entry = entries.get(file.clientId);
    return { ...file, entry, missing: loaded && !entry };
  });
}

function reasonOf(files: readonly AttachedFile[]): PendingReason {
  if (files.some((file) => file.missing || file.entry?.state === 'refused')) return 'blocked';
  if (files.some((file) => !file.entry?.fileId)) return 'uploading';
  return 'connection';
}

/**
 * Sends what is written through a store on this device: a message waits there until the server
 * has it, through reloads and dropped links, and goes out when the browser is back online (and at
 * every thread refresh meanwhile), also while the thread is not shown (see MessageOutboxSender).
 * Each carries its own id, so a message sent twice is posted once.
 * Attached files travel through the device's upload queue, which keeps them (with their stored
 * ids) until their message is sent; a message waits for all of its files.
 */
export function useMessageOutbox(requestId: string): MessageOutbox {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  const { queue, queued } = useQueuedFiles(requestId, 'attachment');
  const [outbox, setOutbox] = useState(() => readOutbox(requestId));
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => subscribeToOutboxes(() => setOutbox(readOutbox(requestId))), [requestId]);

  // Whichever part of the app sent it, the thread shows the message, or why it was refused.
  useEffect(
    () =>
      watchOutbox(requestId, (outcome) => {
        if ('refused' in outcome) {
          setRefusal(outcome.refused);
          return;
        }
        queryClient.setQueryData<JobMessageThread>(jobThreadQueryKey(requestId), (thread) =>
          withMessage(thread, outcome.sent),
        );
      }),
    [requestId, queryClient],
  );

  const flush = useCallback(async () => {
    await flushOutbox(requestId, { bff, queue });
    void queryClient.invalidateQueries({ queryKey: unreadMessagesQueryKey });
  }, [bff, queryClient, queue, requestId]);

  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  const waiting = outbox.length > 0;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setInterval(() => void flush(), THREAD_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [waiting, flush]);

  // A file of a waiting message has just been stored: the message may go now.
  const storedIds = queued.flatMap((entry) => (entry.fileId ? [entry.fileId] : [])).join();
  const waitsForFiles = outbox.some((message) => message.attachments.length > 0);
  useEffect(() => {
    if (waitsForFiles && storedIds) void flush();
  }, [waitsForFiles, storedIds, flush]);

  const { pending, attached } = useMemo(() => {
    const entries = new Map(queued.map((entry) => [entry.clientId, entry]));
    const claimed = new Set(
      outbox.flatMap((message) => message.attachments.map((f) => f.clientId)),
    );
    return {
      pending: outbox.map((message) => {
        const files = filesOf(message, entries, queue.isLoaded);
        return { ...message, files, reason: reasonOf(files) };
      }),
      attached: queued.filter((entry) => !claimed.has(entry.clientId)),
    };
  }, [outbox, queued, queue]);

  const send = (text: string) => {
    setRefusal(undefined);
    addToOutbox(requestId, {
      clientId: crypto.randomUUID(),
      text,
      attachments: attached.map(({ clientId, fileName }) => ({ clientId, fileName })),
      writtenAt: new Date().toISOString(),
    });
    if (navigator.onLine) void flush();
  };

  const attach = async (files: readonly File[]) => {
    await queue.add(requestId, files, { kind: 'attachment', keepLocation: false });
  };

  const detach = (clientId: string) => void queue.remove(clientId);

  const dropFromPending = (messageClientId: string, fileClientId: string) => {
    removeOutboxAttachment(requestId, messageClientId, fileClientId);
    void queue.remove(fileClientId);
    void flush();
  };

  return { pending, attached, refusal, attach, detach, dropFromPending, send };
}
