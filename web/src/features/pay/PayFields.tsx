import { Grid, Select, TextField } from '@rha/design-system';
import { PAY_BASIS_OPTIONS, type PayDraft } from './payDraft';

export interface PayFieldsProps {
  draft: PayDraft;
  onChange(draft: PayDraft): void;
  errors: ReadonlyMap<string, string>;
  /** The standby and special vehicle figures too, as an admin sets them. */
  withExtras?: boolean;
}

/** A pay's basis, amount and cap (and, for an admin, its extras) in whole dollars. */
export function PayFields({ draft, onChange, errors, withExtras = false }: PayFieldsProps) {
  const set = (field: keyof PayDraft) => (value: string) =>
    onChange({ ...draft, [field]: value } as PayDraft);
  const money = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;
  return (
    <Grid columns={2} gap={4}>
      <Select
        label="Pay basis"
        options={PAY_BASIS_OPTIONS}
        value={draft.basis}
        onChange={(event) => set('basis')(event.target.value)}
        error={errors.get('basis')}
      />
      <TextField
        {...money}
        label={draft.basis === 'hourly' ? 'Rate per hour (USD)' : 'Amount (USD)'}
        value={draft.amount}
        onChange={(event) => set('amount')(event.target.value)}
        error={errors.get('amount')}
      />
      {draft.basis === 'hourly' && (
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          label="Most hours paid"
          value={draft.capHours}
          onChange={(event) => set('capHours')(event.target.value)}
          error={errors.get('capHours')}
        />
      )}
      {withExtras && (
        <>
          <TextField
            {...money}
            label="Weather standby per day (USD)"
            value={draft.standbyDay}
            onChange={(event) => set('standbyDay')(event.target.value)}
            error={errors.get('standbyDay')}
          />
          <TextField
            {...money}
            label="Special vehicle (USD)"
            value={draft.specialVehicle}
            onChange={(event) => set('specialVehicle')(event.target.value)}
            error={errors.get('specialVehicle')}
          />
        </>
      )}
    </Grid>
  );
}
