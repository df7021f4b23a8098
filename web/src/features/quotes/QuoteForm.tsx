import { quoteSchema } from '@rha/contracts/schemas';
import { Button, FormAlert, Stack, TextArea, TextField, useToast } from '@rha/design-system';
import { useState, type FormEvent } from 'react';
import { useQuoteRequest } from '../../api/quotes';
import { failureMessage, RequestError } from '../../api/requestError';
import { centsOfDollars } from '../shared/cents';

type FieldErrors = Partial<Record<'amountCents' | 'note', string>>;

/** The admin prices a custom request; the company then accepts or declines it. */
export function QuoteForm({ requestId }: { requestId: string }) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const quote = useQuoteRequest(requestId);
  const { toast } = useToast();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const parsed = quoteSchema.safeParse({ amountCents: centsOfDollars(amount), note });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      await quote.mutateAsync(parsed.data);
      toast({ title: 'Quote sent', description: 'The company is asked to accept it.' });
    } catch (error) {
      if (error instanceof RequestError && error.fieldErrors.length > 0) {
        setErrors(Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.message])));
      } else setRefusal(failureMessage(error) ?? 'Unknown error');
    }
  };

  return (
    <form noValidate aria-label="Quote" onSubmit={(event) => void onSubmit(event)}>
      <Stack gap={3}>
        {refusal && <FormAlert title="The quote was not sent">{refusal}</FormAlert>}
        <TextField
          label="Quote (USD)"
          inputMode="decimal"
          hint="The whole price of the job, e.g. 1250 or 1,250.50"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amountCents}
          required
        />
        <TextArea
          label="Note for the company"
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={errors.note}
        />
        <Stack direction="row" justify="end">
          <Button type="submit" loading={quote.isPending} loadingLabel="Sending...">
            Send quote
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
