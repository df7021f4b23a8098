import { useToast } from '@rha/design-system';
import { useHoldJob } from '../../../api/technicianJobs';
import { HoldDialog } from '../../shared/HoldDialog';
import { JOB_ON_HOLD } from './notices';

/** The technician pauses a held job with why and the new arrival; the company is told. */
export function HoldJobDialog({ requestId, ticket }: { requestId: string; ticket: string }) {
  const hold = useHoldJob(requestId);
  const { toast } = useToast();
  return (
    <HoldDialog
      title="Put this job on hold"
      description={`Ticket ${ticket}: why is the work paused, and when do you now expect to be on site?`}
      hold={hold.mutateAsync}
      pending={hold.isPending}
      onHeld={() => toast(JOB_ON_HOLD)}
    />
  );
}
