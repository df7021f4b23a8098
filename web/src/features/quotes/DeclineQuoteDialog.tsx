import { zodResolver } from '@hookform/resolvers/zod';
import { quoteDeclineSchema, type QuoteDecline } from '@rha/contracts/schemas';
import { Button, TextArea } from '@rha/design-system';
import { useForm } from 'react-hook-form';
import { useDeclineQuote } from '../../api/quotes';
import { failureMessage } from '../../api/requestError';
import { registerField } from '../forms/registerField';
import { ActionDialog } from '../shared/ActionDialog';
import { useActionDialog } from '../shared/useActionDialog';
import { applyServerErrors } from '../signup/applyServerErrors';

const EMPTY_DECLINE: QuoteDecline = { reason: '' };

/** Asks why, then declines the quote, which cancels the request with that reason. */
export function DeclineQuoteDialog({ requestId }: { requestId: string }) {
  const decline = useDeclineQuote(requestId);
  const form = useForm<QuoteDecline>({
    resolver: zodResolver(quoteDeclineSchema),
    defaultValues: EMPTY_DECLINE,
  });
  const { handleSubmit, setError, reset } = form;
  const dialog = useActionDialog(() => reset(EMPTY_DECLINE));

  const onSubmit = handleSubmit(async (answer) => {
    dialog.setRefusal(undefined);
    try {
      await decline.mutateAsync(answer);
      dialog.onOpenChange(false);
    } catch (error) {
      if (!applyServerErrors(error, ['reason'], setError)) {
        dialog.setRefusal(failureMessage(error) ?? 'Unknown error');
      }
    }
  });

  return (
    <ActionDialog
      title="Decline this quote"
      description="The request will be cancelled. Tell us why, so we can do better."
      trigger={<Button variant="secondary">Decline</Button>}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onSubmit={onSubmit}
      submitLabel="Decline and cancel"
      submittingLabel="Declining..."
      submitting={decline.isPending}
      submitVariant="destructive"
      refusal={dialog.refusal}
      refusalTitle="The quote was not declined"
    >
      <TextArea label="Reason" rows={3} {...registerField(form, 'reason')} />
    </ActionDialog>
  );
}
