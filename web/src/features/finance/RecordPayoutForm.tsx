import { alaskaToday, formatCents } from '@rha/contracts/reference';
import type { PaymentMethod } from '@rha/contracts';
import { Button, FormAlert, Stack } from '@rha/design-system';
import { useState, type FormEvent } from 'react';
import { failureMessage, RequestError } from '../../api/requestError';
import { useRecordPayout, type TechnicianPay } from '../../api/technicianPay';
import { errorFor } from '../technician/profileDraft';
import { TransferFields, type Transfer } from './TransferFields';

type Errors = Partial<Record<keyof Transfer, string>>;

/**
 * Records that everything due to a technician went out. The admin says how and when; billing
 * pays exactly what its ledger says is due, so the form has no amount to mistype.
 */
export function RecordPayoutForm({ technician }: { technician: TechnicianPay }) {
  const record = useRecordPayout(technician.technicianId);
  const [draft, setDraft] = useState<Transfer>({ method: '', reference: '', day: alaskaToday() });
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState('');

  const edit = (change: Partial<Transfer>) => setDraft((current) => ({ ...current, ...change }));

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
          paidOn: draft.day,
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
          day: errorFor(fields, 'paidOn'),
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
        <TransferFields transfer={draft} errors={errors} dayLabel="Date sent" onChange={edit} />
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
