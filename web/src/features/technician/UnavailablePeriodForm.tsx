import { zodResolver } from '@hookform/resolvers/zod';
import {
  COVERAGE_LIMITS,
  UNAVAILABILITY_REASON_LABELS,
  UNAVAILABILITY_REASONS,
  type UnavailabilityReason,
} from '@rha/contracts/reference';
import { unavailablePeriodSchema, type UnavailablePeriodInput } from '@rha/contracts/schemas';
import { Button, Calendar, Grid, Select, Stack, TextArea, useToast } from '@rha/design-system';
import { Controller, useForm } from 'react-hook-form';
import { RequestError } from '../../api/requestError';
import { useAddUnavailablePeriod } from '../../api/technicianCoverage';
import { fieldError, registerField } from '../forms/registerField';
import { dateOfIso, isoDateOf } from '../service-request/requestDates';
import { coverageSaveFailed, PERIOD_ADDED } from './notices';

const FIELDS = ['from', 'to', 'reason', 'note'] as const;

function isPeriodField(field: string): field is (typeof FIELDS)[number] {
  return (FIELDS as readonly string[]).includes(field);
}

const REASON_OPTIONS = UNAVAILABILITY_REASONS.map((reason) => ({
  value: reason,
  label: UNAVAILABILITY_REASON_LABELS[reason],
}));

/** The form as typed: the note may be left out, the schema makes it empty. */
interface PeriodDraft {
  from: string;
  to: string;
  reason: UnavailabilityReason;
  note?: string;
}

// The reason starts unchosen, so the schema asks for one rather than a default being taken.
const EMPTY_PERIOD = { from: '', to: '', note: '' };

const DATE_FIELDS = [
  { name: 'from', label: 'From' },
  { name: 'to', label: 'To' },
] as const;

/** From and to dates (both included), why, and an optional note; cleared once added. */
export function UnavailablePeriodForm() {
  const addPeriod = useAddUnavailablePeriod();
  const { toast } = useToast();
  const form = useForm<PeriodDraft, unknown, UnavailablePeriodInput>({
    resolver: zodResolver(unavailablePeriodSchema),
    defaultValues: EMPTY_PERIOD,
  });
  const { control, handleSubmit, setError, reset } = form;

  const onSubmit = handleSubmit(async (period) => {
    try {
      await addPeriod.mutateAsync(period);
      reset(EMPTY_PERIOD);
      toast(PERIOD_ADDED);
    } catch (error) {
      toast(coverageSaveFailed(error, 'Failed to add the unavailable period'));
      if (!(error instanceof RequestError)) return;
      for (const { field, message } of error.fieldErrors) {
        if (isPeriodField(field)) setError(field, { type: 'server', message });
      }
    }
  });

  return (
    <form noValidate aria-label="Add an unavailable period" onSubmit={onSubmit}>
      <Stack gap={4}>
        <Grid columns={2} gap={4}>
          {DATE_FIELDS.map(({ name, label }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <Calendar
                  ref={field.ref}
                  label={label}
                  value={dateOfIso(field.value)}
                  onChange={(date) => field.onChange(isoDateOf(date))}
                  error={fieldError(form, name)}
                />
              )}
            />
          ))}
        </Grid>
        <Select
          label="Reason"
          placeholder="Choose a reason"
          options={REASON_OPTIONS}
          {...registerField(form, 'reason')}
        />
        <TextArea
          label="Note"
          hint="Optional"
          rows={2}
          maxLength={COVERAGE_LIMITS.noteLength}
          {...registerField(form, 'note')}
        />
        <Stack direction="row">
          <Button type="submit" loading={addPeriod.isPending} loadingLabel="Adding...">
            Add Period
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
