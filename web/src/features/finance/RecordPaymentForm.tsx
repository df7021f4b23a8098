import { alaskaToday } from '@rha/contracts/reference';
import type { PaymentMethod } from '@rha/contracts';
import { Button, FormAlert, Stack, TextField } from '@rha/design-system';
import { useState, type FormEvent } from 'react';
import { useRecordPayment } from '../../api/invoices';
import { failureMessage, RequestError } from '../../api/requestError';
import { errorFor } from '../technician/profileDraft';
import { centsFromDollars } from '../shared/cents';
import { TransferFields, type Transfer } from './TransferFields';

export const AMOUNT_IN_DOLLARS = 'Enter the amount in dollars and cents, e.g. 900.00.';

interface Draft extends Transfer {
  amount: string;
}

type Errors = Partial<Record<keyof Draft, string>>;

const emptyDraft = (): Draft => ({
  amount: '',
  method: '',
  reference: '',
  day: alaskaToday(),
});

/**
 * Records a bank transfer or check against an invoice. The amount is typed in dollars and sent
 * in cents; billing refuses one above what is still due and says so under the field. One key
 * names the submission, so a resend after a lost answer records nothing twice.
 */
export function RecordPaymentForm({ invoiceId }: { invoiceId: string }) {
  const record = useRecordPayment(invoiceId);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState('');

  const edit = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    setDone('');
    const amountCents = centsFromDollars(draft.amount);
    if (amountCents === undefined) {
      setErrors({ amount: AMOUNT_IN_DOLLARS });
      return;
    }
    setErrors({});
    try {
      await record.mutateAsync({
        idempotencyKey: key,
        payment: {
          amountCents,
          currency: 'USD',
          method: draft.method as PaymentMethod,
          reference: draft.reference,
          receivedOn: draft.day,
        },
      });
      setDraft(emptyDraft());
      setKey(crypto.randomUUID());
      setDone('Payment recorded.');
    } catch (refusal) {
      if (refusal instanceof RequestError && refusal.fieldErrors.length > 0) {
        const fields = refusal.fieldErrors;
        setErrors({
          amount: errorFor(fields, 'amountCents'),
          method: errorFor(fields, 'method'),
          reference: errorFor(fields, 'reference'),
          day: errorFor(fields, 'receivedOn'),
        });
      } else {
        setFailure(failureMessage(refusal) ?? 'The payment could not be recorded.');
      }
    }
  };

  return (
    <form noValidate aria-label="Record payment" onSubmit={(event) => void onSubmit(event)}>
      <Stack gap={3}>
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          error={errors.amount}
          onChange={(event) => edit({ amount: event.target.value })}
        />
        <TransferFields transfer={draft} errors={errors} dayLabel="Date received" onChange={edit} />
        <div>
          <Button type="submit" loading={record.isPending} loadingLabel="Recording...">
            Record payment
          </Button>
        </div>
        {failure && <FormAlert title={failure} />}
        <p role="status">{done}</p>
      </Stack>
    </form>
  );
}
