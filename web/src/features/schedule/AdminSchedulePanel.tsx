import { useDispatchQueue, useInProgressRequests } from '../../api/dispatch';
import { adminScheduleEntries } from './scheduleEntries';
import { ScheduleView } from './ScheduleView';

/** The admin's Schedule tab: every assigned visit and hold, and the requests still waiting for a technician. */
export function AdminSchedulePanel() {
  const queue = useDispatchQueue({ limit: 100 });
  const inProgress = useInProgressRequests();
  return (
    <ScheduleView
      entries={
        queue.data && inProgress.data
          ? adminScheduleEntries(queue.data.items, inProgress.data.requests)
          : undefined
      }
      pending={queue.isPending || inProgress.isPending}
      failed={queue.isError || inProgress.isError}
      retry={() => {
        if (queue.isError) void queue.refetch();
        if (inProgress.isError) void inProgress.refetch();
      }}
    />
  );
}
