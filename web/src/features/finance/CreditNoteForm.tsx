import { Button, FormAlert, Stack, TextArea } from '@rha/design-system';
import { useState, type FormEvent } from 'react';
import { useIssueCreditNote } from '../../api/invoices';
import { failureMessage, RequestError } from '../../api/requestError';
import { errorFor } from '../technician/profileDraft';

/** Corrects an invoice with a credit note reversing it in full; billing checks the reason. */
export function CreditNoteForm({ invoiceId }: { invoiceId: string }) {
  const issue = useIssueCreditNote(invoiceId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    setFailure(undefined);
    try {
      await issue.mutateAsync({ reason });
      setReason('');
    } catch (refusal) {
      const field = refusal instanceof RequestError ? errorFor(refusal.fieldErrors, 'reason') : '';
      if (field) setError(field);
      else setFailure(failureMessage(refusal) ?? 'The credit note could not be issued.');
    }
  };

  return (
    <form noValidate aria-label="Issue credit note" onSubmit={(event) => void onSubmit(event)}>
      <Stack gap={3}>
        <TextArea
          label="Reason"
          hint="Shown on the credit note the company receives."
          rows={3}
          maxLength={1000}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <div>
          <Button
            type="submit"
            variant="secondary"
            loading={issue.isPending}
            loadingLabel="Issuing..."
          >
            Issue credit note
          </Button>
        </div>
        {failure && <FormAlert title={failure} />}
      </Stack>
    </form>
  );
}
