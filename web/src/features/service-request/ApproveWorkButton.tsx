import { Button, useToast } from '@rha/design-system';
import { failureMessage } from '../../api/requestError';
import { useApproveServiceRequest } from '../../api/serviceRequests';
import { reviewFailure, WORK_APPROVED } from './notices';

/** Accepts the work done: the request is complete. */
export function ApproveWorkButton({ requestId }: { requestId: string }) {
  const approve = useApproveServiceRequest(requestId);
  const { toast } = useToast();

  const onApprove = async () => {
    try {
      await approve.mutateAsync();
      toast(WORK_APPROVED);
    } catch (error) {
      toast(reviewFailure(failureMessage(error) ?? 'The work could not be approved.'));
    }
  };

  return (
    <Button
      loading={approve.isPending}
      loadingLabel="Approving..."
      onClick={() => void onApprove()}
    >
      Approve
    </Button>
  );
}
