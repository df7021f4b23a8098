import type { JobFileKind } from '@rha/contracts/reference';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { requestDocumentsQueryKey } from '../../api/requestDocuments';
import { serviceRequestQueryKey } from '../../api/serviceRequests';
import { technicianJobsQueryKey } from '../../api/technicianJobs';
import { useAuth } from '../../auth/AuthContext';
import { useUploadQueue } from './UploadQueueContext';

/**
 * Connects the tab's upload queue to the signed-in user, which also resumes files left queued
 * before a reload; a stored photo refreshes the technician's jobs so it shows in the report, and a
 * stored document its request's documents. The
 * queue is connected only while `when` holds.
 */
export function useConnectedQueue(when = true) {
  const queue = useUploadQueue();
  const { getToken } = useAuth();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!when) return;
    void queue.connect({
      getToken,
      onStored: (file) => {
        if (file.kind === 'photo') {
          void queryClient.invalidateQueries({ queryKey: technicianJobsQueryKey });
        }
        if (file.kind === 'clip' || file.kind === 'voiceNote') {
          void queryClient.invalidateQueries({ queryKey: technicianJobsQueryKey });
          void queryClient.invalidateQueries({ queryKey: serviceRequestQueryKey(file.requestId) });
        }
        if (file.kind === 'document') {
          void queryClient.invalidateQueries({
            queryKey: requestDocumentsQueryKey(file.requestId),
          });
        }
      },
    });
  }, [when, queue, getToken, queryClient]);

  return queue;
}

/** The queued files of one kind on one job, with the queue connected. */
export function useQueuedFiles(requestId: string, kind: JobFileKind) {
  const queue = useConnectedQueue();
  const all = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const queued = useMemo(
    () => all.filter((entry) => entry.requestId === requestId && entry.kind === kind),
    [all, requestId, kind],
  );
  return { queue, queued };
}

/** The files held back under `holder` until their request is stored, with the queue connected. */
export function useHeldFiles(holder: string) {
  const queue = useConnectedQueue();
  const all = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const held = useMemo(() => all.filter((entry) => entry.holder === holder), [all, holder]);
  return { queue, held };
}
