import { zodResolver } from '@hookform/resolvers/zod';
import { DECLINE_REASONS } from '@rha/contracts/reference';
import { offerDeclineSchema, type OfferDecline } from '@rha/contracts/schemas';
import { Button, Select, TextArea, useToast } from '@rha/design-system';
import { useForm } from 'react-hook-form';
import { failureMessage } from '../../../api/requestError';
import { useDeclineOffer } from '../../../api/technicianJobs';
import { registerField } from '../../forms/registerField';
import { ActionDialog } from '../../shared/ActionDialog';
import { useActionDialog } from '../../shared/useActionDialog';
import { applyServerErrors } from '../../signup/applyServerErrors';
import { OFFER_DECLINED } from './notices';
import { isClosedOffer } from './offerRefusal';

/** The form as typed: the note may be left out, the schema makes it empty. */
interface DeclineDraft {
  reason: OfferDecline['reason'];
  note?: string;
}

// The reason starts unchosen, so the schema asks for one rather than a default being taken.
const EMPTY_DECLINE = { note: '' };

export interface DeclineOfferDialogProps {
  offerId: string;
  ticket: string;
  /** The offer closed before the decline got through: `message` says why. */
  onClosed(message: string): void;
}

/** Turns the offer down with one of the listed reasons and an optional note for the admins. */
export function DeclineOfferDialog({ offerId, ticket, onClosed }: DeclineOfferDialogProps) {
  const decline = useDeclineOffer(offerId);
  const { toast } = useToast();
  const form = useForm<DeclineDraft, unknown, OfferDecline>({
    resolver: zodResolver(offerDeclineSchema),
    defaultValues: EMPTY_DECLINE,
  });
  const { handleSubmit, setError, reset } = form;
  const dialog = useActionDialog(() => reset(EMPTY_DECLINE));

  const onSubmit = handleSubmit(async (reasons) => {
    dialog.setRefusal(undefined);
    try {
      await decline.mutateAsync(reasons);
      dialog.onOpenChange(false);
      toast(OFFER_DECLINED);
    } catch (error) {
      if (isClosedOffer(error)) {
        dialog.onOpenChange(false);
        onClosed(error.detail);
      } else if (!applyServerErrors(error, ['reason', 'note'], setError)) {
        dialog.setRefusal(failureMessage(error) ?? 'Unknown error');
      }
    }
  });

  return (
    <ActionDialog
      title="Decline this job"
      description={`Ticket ${ticket}: tell us why, so we offer you better-fitting work.`}
      trigger={<Button variant="secondary">Decline</Button>}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onSubmit={onSubmit}
      submitLabel="Decline job"
      submittingLabel="Declining..."
      submitting={decline.isPending}
      submitVariant="destructive"
      refusal={dialog.refusal}
      refusalTitle="The offer was not declined"
    >
      <Select
        label="Reason"
        placeholder="Choose a reason"
        options={DECLINE_REASONS}
        {...registerField(form, 'reason')}
      />
      <TextArea label="Note" hint="Optional" rows={2} {...registerField(form, 'note')} />
    </ActionDialog>
  );
}
