import type { JobFileKind } from '@rha/contracts/reference';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { technicianJobsQueryKey } from '../../api/technicianJobs';
import { useAuth } from '../../auth/AuthContext';
import { useUploadQueue } from './UploadQueueContext';

/**
 * The queued files of one kind on one job. Mounting connects the queue to the signed-in user,
 * which also resumes files left queued before a reload; a stored photo refreshes the technician's
 * jobs so it shows in the report.
 */
export function useQueuedFiles(requestId: string, kind: JobFileKind) {
  const queue = useUploadQueue();
  const { getToken } = useAuth();
  const queryClient = useQueryClient();

  useEffect(() => {
    void queue.connect({
      getToken,
      onStored: (file) => {
        if (file.kind === 'photo') {
          void queryClient.invalidateQueries({ queryKey: technicianJobsQueryKey });
        }
      },
    });
  }, [queue, getToken, queryClient]);

  const all = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const queued = useMemo(
    () => all.filter((entry) => entry.requestId === requestId && entry.kind === kind),
    [all, requestId, kind],
  );
  return { queue, queued };
}
