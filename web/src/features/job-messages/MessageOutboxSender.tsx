import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useBffClient } from '../../api/BffClientProvider';
import {
  jobThreadQueryKey,
  THREAD_REFRESH_MS,
  unreadMessagesQueryKey,
} from '../../api/jobMessages';
import { useConnectedQueue } from '../job-files/useQueuedFiles';
import { hasUnsentMessages, outboxRequestIds, subscribeToOutboxes } from './messageOutbox';
import { flushOutbox } from './sendOutbox';

/**
 * Sends the messages waiting on this device for every job, wherever the signed-in person is in the
 * app: when the browser is back online, on start, and every little while as long as one waits. A
 * thread open at the same time shares its flush, so nothing is posted twice.
 */
export function MessageOutboxSender(): null {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  const waiting = useSyncExternalStore(subscribeToOutboxes, hasUnsentMessages);
  // Waiting files are on the device's upload queue, which nothing may have read since a reload.
  const queue = useConnectedQueue(waiting);
  const queued = useSyncExternalStore(queue.subscribe, queue.getSnapshot);

  const flushAll = useCallback(() => {
    for (const requestId of outboxRequestIds()) {
      void flushOutbox(requestId, { bff, queue }).then(({ settled }) => {
        if (settled === 0) return;
        void queryClient.invalidateQueries({ queryKey: jobThreadQueryKey(requestId) });
        void queryClient.invalidateQueries({ queryKey: unreadMessagesQueryKey });
      });
    }
  }, [bff, queue, queryClient]);

  useEffect(() => {
    flushAll();
    window.addEventListener('online', flushAll);
    return () => window.removeEventListener('online', flushAll);
  }, [flushAll]);

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setInterval(flushAll, THREAD_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [waiting, flushAll]);

  // A waiting message's file has just been stored: the message may go now.
  const storedIds = queued
    .flatMap((entry) => (entry.kind === 'attachment' && entry.fileId ? [entry.fileId] : []))
    .join();
  useEffect(() => {
    if (waiting && storedIds) flushAll();
  }, [waiting, storedIds, flushAll]);

  return null;
}
