import { Card } from '@rha/design-system';
import { useHeldJobs } from '../../../api/heldJobs';
import { HeldJobsList } from '../technicians/HeldJobsSection';

/** On the Dispatch tab: every held job of a suspended or rejected technician, while any waits. */
export function HeldJobsCard() {
  const held = useHeldJobs();
  const jobs = held.data?.jobs ?? [];
  if (jobs.length === 0) return null;
  return (
    <Card title="Jobs waiting for a decision">
      <HeldJobsList jobs={jobs} showTechnician />
    </Card>
  );
}
