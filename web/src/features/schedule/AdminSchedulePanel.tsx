import { useDispatchQueue, useInProgressRequests } from '../../api/dispatch';
import { useScheduledUnavailability } from '../../api/technicianCoverage';
import { adminScheduleEntries } from './scheduleEntries';
import { ScheduleView } from './ScheduleView';

/**
 * The admin's Schedule tab: every assigned visit and hold, the requests still waiting for a
 * technician, and the technicians' time away.
 */
export function AdminSchedulePanel() {
  const queue = useDispatchQueue({ limit: 100 });
  const inProgress = useInProgressRequests();
  const away = useScheduledUnavailability();
  return (
    <ScheduleView
      entries={
        queue.data && inProgress.data && away.data
          ? adminScheduleEntries(queue.data.items, inProgress.data.requests, away.data)
          : undefined
      }
      pending={queue.isPending || inProgress.isPending || away.isPending}
      failed={queue.isError || inProgress.isError || away.isError}
      retry={() => {
        if (queue.isError) void queue.refetch();
        if (inProgress.isError) void inProgress.refetch();
        if (away.isError) void away.refetch();
      }}
    />
  );
}
