import { alaskaToday, formatCents } from '@rha/contracts/reference';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@rha/contracts';
import { Button, FormAlert, Select, Stack, TextField } from '@rha/design-system';
import { useState, type FormEvent } from 'react';
import { failureMessage, RequestError } from '../../api/requestError';
import { useRecordPayout, type TechnicianPay } from '../../api/technicianPay';
import { errorFor } from '../technician/profileDraft';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

interface Draft {
  method: PaymentMethod | '';
  reference: string;
  paidOn: string;
}

type Errors = Partial<Record<keyof Draft, string>>;

/**
 * Records that everything due to a technician went out. The admin says how and when; billing
 * pays exactly what its ledger says is due, so the form has no amount to mistype.
 */
export function RecordPayoutForm({ technician }: { technician: TechnicianPay }) {
  const record = useRecordPayout(technician.technicianId);
  const [draft, setDraft] = useState<Draft>({ method: '', reference: '', paidOn: alaskaToday() });
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState('');

  const edit = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setFailure(undefined);
    setDone('');
    try {
      const payout = await record.mutateAsync({
        idempotencyKey: key,
        payout: {
          method: draft.method as PaymentMethod,
          reference: draft.reference,
          paidOn: draft.paidOn,
        },
      });
      setKey(crypto.randomUUID());
      setDone(`Payout of ${formatCents(payout.amountCents)} recorded.`);
    } catch (refusal) {
      if (refusal instanceof RequestError && refusal.fieldErrors.length > 0) {
        const fields = refusal.fieldErrors;
        setErrors({
          method: errorFor(fields, 'method'),
          reference: errorFor(fields, 'reference'),
          paidOn: errorFor(fields, 'paidOn'),
        });
      } else {
        setFailure(failureMessage(refusal) ?? 'The payout could not be recorded.');
      }
    }
  };

  return (
    <form
      noValidate
      aria-label={`Record payout to ${technician.fullName}`}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Stack gap={3}>
        <p>
          Pays {technician.fullName} everything due: {formatCents(technician.dueCents)}.
        </p>
        <Select
          label="Method"
          placeholder="Choose a method"
          options={METHOD_OPTIONS}
          value={draft.method}
          error={errors.method}
          onChange={(event) => edit({ method: event.target.value as PaymentMethod })}
        />
        <TextField
          label="Reference"
          hint="The transfer's reference or the check number."
          autoComplete="off"
          value={draft.reference}
          error={errors.reference}
          onChange={(event) => edit({ reference: event.target.value })}
        />
        <TextField
          label="Date sent"
          type="date"
          value={draft.paidOn}
          error={errors.paidOn}
          onChange={(event) => edit({ paidOn: event.target.value })}
        />
        <div>
          <Button type="submit" loading={record.isPending} loadingLabel="Recording...">
            Record payout
          </Button>
        </div>
        {failure && <FormAlert title={failure} />}
        <p role="status">{done}</p>
      </Stack>
    </form>
  );
}
