import {
  HELD_JOB_DECISION_CONFIRMATIONS,
  HELD_JOB_DECISION_LABELS,
  HELD_JOB_DECISIONS,
  VETTING_STATUS_LABELS,
} from '@rha/contracts';
import { Stack } from '@rha/design-system';
import { useDecideHeldJob, useHeldJobs } from '../../../api/heldJobs';
import type { HeldJob } from '../../../api/bffTypes';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { displayMoment } from '../adminDates';
import { DetailSection, EntryList } from '../DetailSection';

function HeldJobEntry({ job, showTechnician }: { job: HeldJob; showTechnician: boolean }) {
  const decide = useDecideHeldJob();
  return (
    <li>
      <strong>
        {job.ticketNumber} · {job.status}
      </strong>
      <div>
        {[job.companyName, job.community].filter(Boolean).join(', ')}
        {showTechnician && ` · ${job.technicianName}`}
      </div>
      <div>
        {VETTING_STATUS_LABELS[job.vettingStatus]} since {displayMoment(job.heldSince)}
      </div>
      <Stack direction="row" gap={3} wrap role="group" aria-label={`Decide ${job.ticketNumber}`}>
        {HELD_JOB_DECISIONS.map((decision) => (
          <ConfirmDialog
            key={decision}
            title={`${HELD_JOB_DECISION_LABELS[decision]}: ${job.ticketNumber}`}
            question={HELD_JOB_DECISION_CONFIRMATIONS[decision]}
            triggerLabel={HELD_JOB_DECISION_LABELS[decision]}
            triggerVariant={decision === 'reassign' ? 'destructive' : 'secondary'}
            confirmLabel={HELD_JOB_DECISION_LABELS[decision]}
            variant={decision === 'reassign' ? 'destructive' : 'primary'}
            confirm={() => decide.mutateAsync({ requestId: job.requestId, decision })}
            pending={decide.isPending}
            refusalTitle="Nothing was decided"
          />
        ))}
      </Stack>
    </li>
  );
}

const HELD_JOBS_HINT = 'The technician cannot update these jobs until you decide.';

/** Held jobs with the two decisions on each; the technician is named when several may show. */
export function HeldJobsList({
  jobs,
  showTechnician,
}: {
  jobs: readonly HeldJob[];
  showTechnician: boolean;
}) {
  return (
    <Stack gap={3}>
      <p>{HELD_JOBS_HINT}</p>
      <EntryList entries={jobs} empty="" aria-label="Jobs waiting for a decision">
        {(job) => <HeldJobEntry key={job.requestId} job={job} showTechnician={showTechnician} />}
      </EntryList>
    </Stack>
  );
}

/**
 * On a technician's record: the jobs they still held when suspended or rejected, each waiting for
 * the admin to reassign it or let them finish. Nothing shows while none waits.
 */
export function HeldJobsSection({ technicianId }: { technicianId: string }) {
  const held = useHeldJobs(technicianId);
  const jobs = held.data?.jobs ?? [];
  if (jobs.length === 0) return null;
  return (
    <DetailSection title="Jobs waiting for a decision">
      <HeldJobsList jobs={jobs} showTechnician={false} />
    </DetailSection>
  );
}
