import { Button, useToast } from '@rha/design-system';
import { failureMessage } from '../../../api/requestError';
import { useResumeJob } from '../../../api/technicianJobs';
import { jobFailure, JOB_RESUMED } from './notices';

/** Takes a job off hold, keeping the hold's ETA; the company is told. */
export function ResumeJobButton({ requestId }: { requestId: string }) {
  const resume = useResumeJob(requestId);
  const { toast } = useToast();

  const onResume = async () => {
    try {
      await resume.mutateAsync();
      toast(JOB_RESUMED);
    } catch (error) {
      toast(jobFailure(failureMessage(error) ?? 'The job could not be resumed.'));
    }
  };

  return (
    <Button loading={resume.isPending} loadingLabel="Resuming..." onClick={() => void onResume()}>
      Resume
    </Button>
  );
}
