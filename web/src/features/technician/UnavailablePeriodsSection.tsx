import { UNAVAILABILITY_REASON_LABELS } from '@rha/contracts/reference';
import { Button, Card, Spinner, Stack, useToast } from '@rha/design-system';
import { useEffect } from 'react';
import type { UnavailablePeriod } from '../../api/bffTypes';
import { useRemoveUnavailablePeriod, useUnavailablePeriods } from '../../api/technicianCoverage';
import { displayDate } from '../service-request/requestDates';
import { coverageSaveFailed, NO_PERIODS_YET, PERIOD_REMOVED, PERIODS_LOAD_FAILED } from './notices';
import { UnavailablePeriodForm } from './UnavailablePeriodForm';

function PeriodEntry({ period }: { period: UnavailablePeriod }) {
  const removePeriod = useRemoveUnavailablePeriod();
  const { toast } = useToast();
  const dates = `${displayDate(period.from)} – ${displayDate(period.to)}`;

  // Awaited: the entry leaves the page once the period is gone, and mutate would skip its callbacks.
  const remove = async () => {
    try {
      await removePeriod.mutateAsync(period.id);
      toast(PERIOD_REMOVED);
    } catch (error) {
      toast(coverageSaveFailed(error, 'Failed to remove the unavailable period'));
    }
  };

  return (
    <Card as="li" variant="outlined">
      <Stack direction="row" gap={4} align="center" justify="between" wrap>
        <Stack gap={1}>
          <strong>{dates}</strong>
          <span>{UNAVAILABILITY_REASON_LABELS[period.reason]}</span>
          {period.note && <span>{period.note}</span>}
        </Stack>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${dates}`}
          loading={removePeriod.isPending}
          onClick={() => void remove()}
        >
          Remove
        </Button>
      </Stack>
    </Card>
  );
}

/** Stretches of days on which the technician takes no work, e.g. fish camp. */
export function UnavailablePeriodsSection() {
  const periods = useUnavailablePeriods();
  const { toast } = useToast();

  useEffect(() => {
    if (periods.isError) toast(PERIODS_LOAD_FAILED);
  }, [periods.isError, toast]);

  return (
    <Card title="Unavailable periods" headingLevel={3}>
      <Stack gap={4}>
        {periods.isPending && <Spinner label="Loading your unavailable periods" />}
        {periods.isError && (
          <Stack gap={2} align="start">
            <p role="alert">{PERIODS_LOAD_FAILED.description}</p>
            <Button variant="secondary" size="sm" onClick={() => void periods.refetch()}>
              Try again
            </Button>
          </Stack>
        )}
        {periods.data?.length === 0 && <p>{NO_PERIODS_YET}</p>}
        {periods.data && periods.data.length > 0 && (
          <Stack as="ul" gap={2} aria-label="Your unavailable periods">
            {periods.data.map((period) => (
              <PeriodEntry key={period.id} period={period} />
            ))}
          </Stack>
        )}
        <UnavailablePeriodForm />
      </Stack>
    </Card>
  );
}
