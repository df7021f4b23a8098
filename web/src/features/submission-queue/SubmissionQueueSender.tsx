import { useToast } from '@rha/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useBffClient } from '../../api/BffClientProvider';
import { flushSubmissions, hasSendableSubmissions } from './sendSubmissions';
import { subscribeToSubmissions } from './submissionQueue';

/** The first retry comes soon (a short drop); each failed one waits twice as long, up to the cap. */
export const FIRST_RETRY_MS = 5_000;
export const LONGEST_RETRY_MS = 5 * 60_000;

/**
 * Sends the form submissions waiting on this device, wherever the person is in the app: on start
 * (also what was queued before a reload), when the browser is back online, and again and again,
 * waiting longer each time, while the link stays down; when the server asks to wait (429), after
 * its Retry-After. Signed out, only the public forms' ones.
 */
export function SubmissionQueueSender({ signedIn }: { signedIn: boolean }): null {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const hasSendable = useCallback(() => hasSendableSubmissions(signedIn), [signedIn]);
  const waiting = useSyncExternalStore(subscribeToSubmissions, hasSendable);
  const retryDelay = useRef(FIRST_RETRY_MS);
  const retryTimer = useRef<number | undefined>(undefined);

  const scheduleRetry = useCallback((retry: () => void) => {
    window.clearTimeout(retryTimer.current);
    retryTimer.current = window.setTimeout(retry, retryDelay.current);
    retryDelay.current = Math.min(retryDelay.current * 2, LONGEST_RETRY_MS);
  }, []);

  // The server said how long to wait: exactly that, the link's backoff left as it was.
  const retryAfter = useCallback((retry: () => void, waitMs: number) => {
    window.clearTimeout(retryTimer.current);
    retryTimer.current = window.setTimeout(retry, waitMs);
  }, []);

  const flush = useCallback(async () => {
    window.clearTimeout(retryTimer.current);
    retryTimer.current = undefined;
    const { stalled, retryAfterMs } = await flushSubmissions({
      bff,
      queryClient,
      toast,
      signedIn,
    });
    if (stalled && retryAfterMs !== undefined) {
      retryAfter(() => void flush(), retryAfterMs);
      return;
    }
    if (stalled) {
      scheduleRetry(() => void flush());
      return;
    }
    retryDelay.current = FIRST_RETRY_MS;
    // Queued while this flush was under way, after it had read the queue.
    if (hasSendable()) void flush();
  }, [bff, queryClient, toast, signedIn, hasSendable, scheduleRetry, retryAfter]);

  const starting = useRef(true);
  useEffect(() => {
    const onStart = starting.current;
    starting.current = false;
    if (!waiting) return undefined;
    // On start it may have waited through a reload; queued later, the link has only just failed.
    if (onStart) void flush();
    else scheduleRetry(() => void flush());
    const onOnline = () => {
      retryDelay.current = FIRST_RETRY_MS;
      void flush();
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearTimeout(retryTimer.current);
      retryTimer.current = undefined;
    };
  }, [waiting, flush, scheduleRetry]);

  return null;
}
