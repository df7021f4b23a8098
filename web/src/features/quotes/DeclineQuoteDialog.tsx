import { zodResolver } from '@hookform/resolvers/zod';
import { quoteDeclineSchema, type QuoteDecline } from '@rha/contracts/schemas';
import { Button, Dialog, DialogClose, FormAlert, Stack, TextArea } from '@rha/design-system';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDeclineQuote } from '../../api/quotes';
import { failureMessage, RequestError } from '../../api/requestError';
import { registerField } from '../forms/registerField';

/** Asks why, then declines the quote, which cancels the request with that reason. */
export function DeclineQuoteDialog({ requestId }: { requestId: string }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const decline = useDeclineQuote(requestId);
  const form = useForm<QuoteDecline>({
    resolver: zodResolver(quoteDeclineSchema),
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

  const onSubmit = handleSubmit(async (answer) => {
    setRefusal(undefined);
    try {
      await decline.mutateAsync(answer);
      openChange(false);
    } catch (error) {
      const reasonError =
        error instanceof RequestError && error.fieldErrors.find((f) => f.field === 'reason');
      if (reasonError) setError('reason', { type: 'server', message: reasonError.message });
      else setRefusal(failureMessage(error) ?? 'Unknown error');
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      title="Decline this quote"
      description="The request will be cancelled. Tell us why, so we can do better."
      trigger={<Button variant="secondary">Decline</Button>}
    >
      <form noValidate aria-label="Decline the quote" onSubmit={onSubmit}>
        <Stack gap={4}>
          {refusal && <FormAlert title="The quote was not declined">{refusal}</FormAlert>}
          <TextArea label="Reason" rows={3} {...registerField(form, 'reason')} />
          <Stack direction="row" gap={3} justify="end" wrap>
            <DialogClose asChild>
              <Button variant="secondary">Keep the quote</Button>
            </DialogClose>
            <Button
              type="submit"
              variant="destructive"
              loading={decline.isPending}
              loadingLabel="Declining..."
            >
              Decline and cancel
            </Button>
          </Stack>
        </Stack>
      </form>
    </Dialog>
  );
}
