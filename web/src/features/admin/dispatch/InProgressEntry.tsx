import { Badge, Button, Card, Stack, useToast } from '@rha/design-system';
import type { InProgressRequest } from '../../../api/bffTypes';
import {
  useAdminHoldRequest,
  useAdminResumeRequest,
  useRefreshInProgress,
} from '../../../api/dispatch';
import { failureMessage } from '../../../api/requestError';
import { displayDate } from '../../service-request/requestDates';
import { CancelRequestDialog } from '../../service-request/CancelRequestDialog';
import { serviceTypeLabel } from '../../service-request/serviceRequestLabels';
import { HoldDialog } from '../../shared/HoldDialog';
import { JobMessages } from '../../job-messages';
import { JobCallPanel } from '../../calls';
import { RequestDocuments } from '../../job-files/RequestDocuments';
import { failureNotice, REQUEST_ON_HOLD, REQUEST_RESUMED } from '../notices';
import { AlaskaMoment } from '../../shared/AlaskaMoment';

function ResumeButton({ id }: { id: string }) {
  const resume = useAdminResumeRequest(id);
  const { toast } = useToast();
  const onResume = async () => {
    try {
      await resume.mutateAsync();
      toast(REQUEST_RESUMED);
    } catch (error) {
      toast(failureNotice(failureMessage(error) ?? 'The request could not be resumed.'));
    }
  };
  return (
    <Button loading={resume.isPending} loadingLabel="Resuming..." onClick={() => void onResume()}>
      Resume
    </Button>
  );
}

/**
 * A request a technician holds, as support follows it: who has it and when they expect to be there;
 * support can pause it for them, take it off hold, or cancel it.
 */
export function InProgressEntry({ request }: { request: InProgressRequest }) {
  const { id, serviceTicketNumber: ticket, technician, eta, status } = request;
  const hold = useAdminHoldRequest(id);
  const refresh = useRefreshInProgress();
  const { toast } = useToast();
  return (
    <li>
      <Card as="article" title={`Ticket ${ticket}`} headingLevel={3} padding="md">
        <Stack gap={2}>
          <Stack direction="row" gap={2} wrap>
            <Badge variant={status === 'On hold' ? 'accent' : 'primary'}>{status}</Badge>
          </Stack>
          <span>
            {serviceTypeLabel(request.serviceType)} · {request.companyName}
          </span>
          <span>
            {request.community ?? 'Community unknown'} · {displayDate(request.preferredDate)}
          </span>
          <span>{`Technician: ${technician.fullName} from ${technician.community}`}</span>
          {eta && (
            <span>
              ETA: <AlaskaMoment iso={eta} />
            </span>
          )}
          {request.holdReason && <span>{`On hold: ${request.holdReason}`}</span>}
          <RequestDocuments requestId={id} headingLevel={4} />
          <JobCallPanel requestId={id} status={status} />
          <JobMessages requestId={id} headingLevel={4} />
          <Stack direction="row" gap={3} wrap>
            <HoldDialog
              title="Put this request on hold"
              description={`Ticket ${ticket}: why is the work paused, and when is the technician now expected on site?`}
              hold={hold.mutateAsync}
              pending={hold.isPending}
              onHeld={() => toast(REQUEST_ON_HOLD)}
            />
            {status === 'On hold' && <ResumeButton id={id} />}
            <CancelRequestDialog
              requestId={id}
              ticket={ticket}
              onCancelled={() => void refresh()}
            />
          </Stack>
        </Stack>
      </Card>
    </li>
  );
}
