import { useTechnicianJobs } from '../../api/technicianJobs';
import { useUnavailablePeriods } from '../../api/technicianCoverage';
import { technicianScheduleEntries } from './scheduleEntries';
import { ScheduleView } from './ScheduleView';

/** The technician's Schedule tab: their visits, holds, open offers and time away, by week or as an agenda. */
export function TechnicianSchedulePanel() {
  const jobs = useTechnicianJobs();
  const periods = useUnavailablePeriods();
  return (
    <ScheduleView
      entries={
        jobs.data && periods.data ? technicianScheduleEntries(jobs.data, periods.data) : undefined
      }
      pending={jobs.isPending || periods.isPending}
      failed={jobs.isError || periods.isError}
      retry={() => {
        if (jobs.isError) void jobs.refetch();
        if (periods.isError) void periods.refetch();
      }}
      kindLabels={{ pending: 'Offer' }}
    />
  );
}
