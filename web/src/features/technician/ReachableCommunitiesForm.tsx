import { zodResolver } from '@hookform/resolvers/zod';
import {
  COVERAGE_LIMITS,
  regionOf,
  TRAVEL_MODE_LABELS,
  TRAVEL_MODES,
} from '@rha/contracts/reference';
import { technicianCoverageSchema, type TechnicianCoverageInput } from '@rha/contracts/schemas';
import { Button, Card, Grid, Select, Stack, TextField, useToast } from '@rha/design-system';
import { Controller, useFieldArray, useForm, type Path } from 'react-hook-form';
import type { TechnicianCoverage } from '../../api/bffTypes';
import { RequestError } from '../../api/requestError';
import { useSaveTechnicianCoverage } from '../../api/technicianCoverage';
import { CommunityCombobox } from '../forms/AddressFields';
import { fieldError } from '../forms/registerField';
import { COVERAGE_SAVED, coverageSaveFailed, NO_REACH_YET, SUGGESTED_REACH } from './notices';
import { SaveRow } from './SaveRow';

const TRAVEL_MODE_OPTIONS = TRAVEL_MODES.map((mode) => ({
  value: mode,
  label: TRAVEL_MODE_LABELS[mode],
}));

/** A server field error the form can put under one of its fields, e.g. reach.2.days. */
const FIELD_PATTERN = /^reach(\.\d+\.(community|travelMode|days))?$/;

function draftOf(coverage: TechnicianCoverage): TechnicianCoverageInput {
  return {
    reach: coverage.reach.map(({ community, travelMode, days }) => ({
      community,
      travelMode,
      days,
    })),
  };
}

/** 'Region · hub' of a chosen community, for the row's hint. */
function placeOf(community: string): string | undefined {
  const region = regionOf(community);
  return region ? `${region.name} · hub ${region.hub}` : undefined;
}

/**
 * The communities the technician can reach from home, each with how they travel and how many days
 * it takes; the whole list is saved at once.
 */
export function ReachableCommunitiesForm({ coverage }: { coverage: TechnicianCoverage }) {
  const save = useSaveTechnicianCoverage();
  const { toast } = useToast();
  const form = useForm<TechnicianCoverageInput>({
    resolver: zodResolver(technicianCoverageSchema),
    defaultValues: draftOf(coverage),
  });
  const { control, register, handleSubmit, setError, reset, watch } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'reach' });
  const listError = fieldError<TechnicianCoverageInput>(form, 'reach');

  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      reset(draftOf(saved));
      toast(COVERAGE_SAVED);
    } catch (error) {
      toast(coverageSaveFailed(error, 'Failed to update your service area'));
      if (!(error instanceof RequestError)) return;
      for (const { field, message } of error.fieldErrors) {
        if (FIELD_PATTERN.test(field)) {
          setError(field as Path<TechnicianCoverageInput>, { type: 'server', message });
        }
      }
    }
  });

  return (
    <form noValidate aria-label="Reachable communities" onSubmit={onSubmit}>
      <Stack gap={4}>
        {!coverage.saved && coverage.reach.length > 0 && <p>{SUGGESTED_REACH}</p>}
        {fields.length === 0 && <p>{NO_REACH_YET}</p>}
        {fields.length > 0 && (
          <Stack as="ul" gap={3} aria-label="Communities you can reach">
            {fields.map((row, index) => {
              const community = watch(`reach.${index}.community`);
              const name = community || `community ${index + 1}`;
              return (
                <Card as="li" key={row.id} variant="outlined">
                  <Stack gap={3} role="group" aria-label={`Reachable community ${index + 1}`}>
                    <Controller
                      control={control}
                      name={`reach.${index}.community`}
                      render={({ field }) => (
                        <CommunityCombobox
                          ref={field.ref}
                          name={field.name}
                          label="Community"
                          hint={placeOf(field.value)}
                          value={field.value || null}
                          onChange={(value) => field.onChange(value ?? '')}
                          onBlur={field.onBlur}
                          error={fieldError<TechnicianCoverageInput>(
                            form,
                            `reach.${index}.community`,
                          )}
                        />
                      )}
                    />
                    <Grid columns={2} gap={4}>
                      <Select
                        label="Travel mode"
                        options={TRAVEL_MODE_OPTIONS}
                        error={fieldError<TechnicianCoverageInput>(
                          form,
                          `reach.${index}.travelMode`,
                        )}
                        {...register(`reach.${index}.travelMode`)}
                      />
                      <TextField
                        label="Days to arrive"
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={COVERAGE_LIMITS.maxTravelDays}
                        error={fieldError<TechnicianCoverageInput>(form, `reach.${index}.days`)}
                        {...register(`reach.${index}.days`, { valueAsNumber: true })}
                      />
                    </Grid>
                    <Stack direction="row">
                      <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                        {`Remove ${name}`}
                      </Button>
                    </Stack>
                  </Stack>
                </Card>
              );
            })}
          </Stack>
        )}
        {listError && <p role="alert">{listError}</p>}
        <Stack direction="row" gap={3} wrap>
          <Button
            variant="secondary"
            disabled={fields.length >= COVERAGE_LIMITS.reachableCommunities}
            onClick={() => append({ community: '', travelMode: TRAVEL_MODES[0], days: 1 })}
          >
            Add Community
          </Button>
        </Stack>
        <SaveRow>
          <Button type="submit" loading={save.isPending} loadingLabel="Saving...">
            Save Service Area
          </Button>
        </SaveRow>
      </Stack>
    </form>
  );
}
