import { zodResolver } from '@hookform/resolvers/zod';
import { offerAcceptanceSchema, type OfferAcceptance } from '@rha/contracts/schemas';
import { Button, useToast } from '@rha/design-system';
import { Controller, useForm } from 'react-hook-form';
import { failureMessage } from '../../../api/requestError';
import { useAcceptOffer } from '../../../api/technicianJobs';
import { ActionDialog } from '../../shared/ActionDialog';
import { EtaField } from '../../shared/EtaField';
import { useActionDialog } from '../../shared/useActionDialog';
import { applyServerErrors } from '../../signup/applyServerErrors';
import { JOB_ACCEPTED } from './notices';
import { isClosedOffer } from './offerRefusal';

export interface AcceptOfferDialogProps {
  offerId: string;
  ticket: string;
  /** The offer closed before the accept got through: `message` says why. */
  onClosed(message: string): void;
}

/** Takes the offered job with an ETA; the first technician to accept gets it. */
export function AcceptOfferDialog({ offerId, ticket, onClosed }: AcceptOfferDialogProps) {
  const accept = useAcceptOffer(offerId);
  const { toast } = useToast();
  const form = useForm<OfferAcceptance>({
    resolver: zodResolver(offerAcceptanceSchema),
    defaultValues: { eta: '' },
  });
  const { control, handleSubmit, setError, reset } = form;
  const dialog = useActionDialog(() => reset());

  const onSubmit = handleSubmit(async (acceptance) => {
    dialog.setRefusal(undefined);
    try {
      await accept.mutateAsync(acceptance);
      dialog.onOpenChange(false);
      toast(JOB_ACCEPTED);
    } catch (error) {
      if (isClosedOffer(error)) {
        dialog.onOpenChange(false);
        onClosed(error.detail);
      } else if (!applyServerErrors(error, ['eta'], setError)) {
        dialog.setRefusal(failureMessage(error) ?? 'Unknown error');
      }
    }
  });

  return (
    <ActionDialog
      title="Accept this job"
      description={`Ticket ${ticket}: when do you expect to be on site?`}
      trigger={<Button>Accept</Button>}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onSubmit={onSubmit}
      submitLabel="Accept job"
      submittingLabel="Accepting..."
      submitting={accept.isPending}
      refusal={dialog.refusal}
      refusalTitle="The job was not accepted"
    >
      <Controller
        control={control}
        name="eta"
        render={({ field, fieldState }) => (
          <EtaField ref={field.ref} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
    </ActionDialog>
  );
}
