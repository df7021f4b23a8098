import { zodResolver } from '@hookform/resolvers/zod';
import { requestCancellationSchema, type RequestCancellation } from '@rha/contracts/schemas';
import { Button, TextArea, useToast } from '@rha/design-system';
import { useForm } from 'react-hook-form';
import { useCancelServiceRequest } from '../../api/serviceRequests';
import { failureMessage } from '../../api/requestError';
import { registerField } from '../forms/registerField';
import { ActionDialog } from '../shared/ActionDialog';
import { useActionDialog } from '../shared/useActionDialog';
import { applyServerErrors } from '../signup/applyServerErrors';
import { REQUEST_CANCELLED } from './notices';

const EMPTY_CANCELLATION: RequestCancellation = { reason: '' };

export interface CancelRequestDialogProps {
  requestId: string;
  ticket: string;
  /** After the cancellation went through. */
  onCancelled?(): void;
}

/** Asks why, then cancels the request; a refusal (e.g. already on site) is shown in the dialog. */
export function CancelRequestDialog({ requestId, ticket, onCancelled }: CancelRequestDialogProps) {
  const cancel = useCancelServiceRequest(requestId);
  const { toast } = useToast();
  const form = useForm<RequestCancellation>({
    resolver: zodResolver(requestCancellationSchema),
    defaultValues: EMPTY_CANCELLATION,
  });
  const { handleSubmit, setError, reset } = form;
  const dialog = useActionDialog(() => reset(EMPTY_CANCELLATION));

  const onSubmit = handleSubmit(async (cancellation) => {
    dialog.setRefusal(undefined);
    try {
      await cancel.mutateAsync(cancellation);
      dialog.onOpenChange(false);
      toast(REQUEST_CANCELLED);
      onCancelled?.();
    } catch (error) {
      if (!applyServerErrors(error, ['reason'], setError)) {
        dialog.setRefusal(failureMessage(error) ?? 'Unknown error');
      }
    }
  });

  return (
    <ActionDialog
      title="Cancel this request"
      description={`Ticket ${ticket} will no longer be served. Tell us why.`}
      trigger={<Button variant="destructive">Cancel request</Button>}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onSubmit={onSubmit}
      submitLabel="Confirm cancellation"
      submittingLabel="Cancelling..."
      submitting={cancel.isPending}
      submitVariant="destructive"
      refusal={dialog.refusal}
      refusalTitle="The request was not cancelled"
    >
      <TextArea label="Reason" rows={3} {...registerField(form, 'reason')} />
    </ActionDialog>
  );
}
