import { FieldError, Grid, TextField } from '@rha/design-system';
import { forwardRef, useId, useState } from 'react';
import { alaskaInstant, alaskaToday } from '@rha/contracts/reference';

export interface EtaFieldProps {
  /**
   * Called with the ISO date-time the date and time name in Alaska, or '' while one of them is
   * missing, so the contract's ETA rule reports it.
   */
  onChange(eta: string): void;
  /** The ETA's validation message, shown under both inputs and announced with each. */
  error?: string | undefined;
}

/**
 * When the technician expects to be on site: a date and an Alaska clock time, each with the
 * platform's own picker. It keeps its own inputs, starting empty each time it mounts (each time
 * its dialog opens); the ref goes to the date, the first to fix.
 */
export const EtaField = forwardRef<HTMLInputElement, EtaFieldProps>(function EtaField(
  { onChange, error },
  ref,
) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const errorId = useId();
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true as const } : {};

  const change = (nextDate: string, nextTime: string) => {
    setDate(nextDate);
    setTime(nextTime);
    onChange(alaskaInstant(nextDate, nextTime) ?? '');
  };

  return (
    <div>
      <Grid columns={2} gap={4}>
        <TextField
          ref={ref}
          type="date"
          label="Arrival date"
          min={alaskaToday()}
          value={date}
          onChange={(event) => change(event.target.value, time)}
          {...described}
        />
        <TextField
          type="time"
          label="Arrival time"
          hint="Alaska time"
          value={time}
          onChange={(event) => change(date, event.target.value)}
          {...described}
        />
      </Grid>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
});
EtaField.displayName = 'EtaField';
