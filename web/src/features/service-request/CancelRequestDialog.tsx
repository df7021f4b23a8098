import { zodResolver } from '@hookform/resolvers/zod';
import { requestCancellationSchema, type RequestCancellation } from '@rha/contracts/schemas';
import {
  Button,
  Dialog,
  DialogClose,
  FormAlert,
  Stack,
  TextArea,
  useToast,
} from '@rha/design-system';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCancelServiceRequest } from '../../api/serviceRequests';
import { failureMessage, RequestError } from '../../api/requestError';
import { registerField } from '../forms/registerField';
import { REQUEST_CANCELLED } from './notices';

/** Asks why, then cancels the request; a refusal (e.g. already on site) is shown in the dialog. */
export interface CancelRequestDialogProps {
  requestId: string;
  ticket: string;
  /** After the cancellation went through. */
  onCancelled?(): void;
}

export function CancelRequestDialog({ requestId, ticket, onCancelled }: CancelRequestDialogProps) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const cancel = useCancelServiceRequest(requestId);
  const { toast } = useToast();
  const form = useForm<RequestCancellation>({
    resolver: zodResolver(requestCancellationSchema),
    defaultValues: { reason: '' },
  });
  const { handleSubmit, setError, reset } = form;

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset();
      setRefusal(undefined);
    }
  };

  const onSubmit = handleSubmit(async (cancellation) => {
    setRefusal(undefined);
    try {
      await cancel.mutateAsync(cancellation);
      openChange(false);
      toast(REQUEST_CANCELLED);
      onCancelled?.();
    } catch (error) {
      const reasonError =
        error instanceof RequestError &&
        error.fieldErrors.find((fieldError) => fieldError.field === 'reason');
      if (reasonError) setError('reason', { type: 'server', message: reasonError.message });
      else setRefusal(failureMessage(error) ?? 'Unknown error');
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      title="Cancel this request"
      description={`Ticket ${ticket} will no longer be served. Tell us why.`}
      trigger={<Button variant="destructive">Cancel request</Button>}
    >
      <form noValidate aria-label="Cancellation" onSubmit={onSubmit}>
        <Stack gap={4}>
          {refusal && <FormAlert title="The request was not cancelled">{refusal}</FormAlert>}
          <TextArea label="Reason" rows={3} {...registerField(form, 'reason')} />
          <Stack direction="row" gap={3} justify="end" wrap>
            <DialogClose asChild>
              <Button variant="secondary">Keep request</Button>
            </DialogClose>
            <Button
              type="submit"
              variant="destructive"
              loading={cancel.isPending}
              loadingLabel="Cancelling..."
            >
              Confirm cancellation
            </Button>
          </Stack>
        </Stack>
      </form>
    </Dialog>
  );
}
