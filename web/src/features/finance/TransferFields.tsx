import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@rha/contracts';
import { Select, TextField } from '@rha/design-system';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

export interface Transfer {
  method: PaymentMethod | '';
  reference: string;
  /** The day the money moved, YYYY-MM-DD. */
  day: string;
}

/**
 * How money moved by bank transfer or check, as an admin records it for a payment received or a
 * payout sent: the method, its reference and the day.
 */
export function TransferFields({
  transfer,
  errors,
  dayLabel,
  onChange,
}: {
  transfer: Transfer;
  errors: Partial<Record<keyof Transfer, string>>;
  dayLabel: string;
  onChange(change: Partial<Transfer>): void;
}) {
  return (
    <>
      <Select
        label="Method"
        placeholder="Choose a method"
        options={METHOD_OPTIONS}
        value={transfer.method}
        error={errors.method}
        onChange={(event) => onChange({ method: event.target.value as PaymentMethod })}
      />
      <TextField
        label="Reference"
        hint="The transfer's reference or the check number."
        autoComplete="off"
        value={transfer.reference}
        error={errors.reference}
        onChange={(event) => onChange({ reference: event.target.value })}
      />
      <TextField
        label={dayLabel}
        type="date"
        value={transfer.day}
        error={errors.day}
        onChange={(event) => onChange({ day: event.target.value })}
      />
    </>
  );
}
