import { Card, Stack, useToast } from '@rha/design-system';
import { useEffect } from 'react';
import { useInProgressRequests } from '../../../api/dispatch';
import { Loading, LoadFailed } from '../LoadStates';
import { failureNotice, IN_PROGRESS_LOAD_FAILED, NOTHING_IN_PROGRESS } from '../notices';
import { InProgressEntry } from './InProgressEntry';

/** The requests technicians hold and have not started on site, soonest preferred date first. */
export function InProgressCard() {
  const inProgress = useInProgressRequests();
  const { toast } = useToast();
  const requests = inProgress.data?.requests;

  useEffect(() => {
    if (inProgress.isError) toast(failureNotice(IN_PROGRESS_LOAD_FAILED));
  }, [inProgress.isError, toast]);

  return (
    <Card title="In progress" description="Accepted and On hold requests, soonest first.">
      {inProgress.isPending && <Loading label="Loading the requests in progress" />}
      {inProgress.isError && !requests && (
        <LoadFailed message={IN_PROGRESS_LOAD_FAILED} onRetry={() => void inProgress.refetch()} />
      )}
      {requests?.length === 0 && <p role="status">{NOTHING_IN_PROGRESS}</p>}
      {requests && requests.length > 0 && (
        <Stack as="ul" gap={3} aria-label="Requests in progress">
          {requests.map((request) => (
            <InProgressEntry key={request.id} request={request} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
