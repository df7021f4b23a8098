import { useTechnicianJobs, useTechnicianOffers } from '../../api/technicianJobs';
import { useUnavailablePeriods } from '../../api/technicianCoverage';
import { technicianScheduleEntries } from './scheduleEntries';
import { ScheduleView } from './ScheduleView';

/** The technician's Schedule tab: their visits, holds, open offers and time away, by week or as an agenda. */
export function TechnicianSchedulePanel() {
  // The largest pages the lists give: a schedule covers weeks ahead, not a technician's history.
  const jobs = useTechnicianJobs({ sort: 'preferredDate', limit: 100 });
  const offers = useTechnicianOffers({ limit: 100 });
  const periods = useUnavailablePeriods();
  return (
    <ScheduleView
      entries={
        jobs.data && offers.data && periods.data
          ? technicianScheduleEntries(
              { jobs: jobs.data.items, offers: offers.data.items },
              periods.data,
            )
          : undefined
      }
      pending={jobs.isPending || offers.isPending || periods.isPending}
      failed={jobs.isError || offers.isError || periods.isError}
      retry={() => {
        if (jobs.isError) void jobs.refetch();
        if (offers.isError) void offers.refetch();
        if (periods.isError) void periods.refetch();
      }}
      kindLabels={{ pending: 'Offer' }}
    />
  );
}
