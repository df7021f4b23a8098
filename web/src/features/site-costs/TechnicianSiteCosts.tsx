import { LOGGABLE_STATUSES, type ServiceRequestStatus } from '@rha/contracts/reference';
import { FormAlert, Stack } from '@rha/design-system';
import { failureMessage } from '../../api/requestError';
import { useRemoveCost, useSiteCosts } from '../../api/siteCosts';
import { SectionHeading } from '../job-files/SectionHeading';
import { CostList } from './CostList';
import { LogCostForm } from './LogCostForm';
import { MoreHoursForm } from './MoreHoursForm';
import { MoreHoursList } from './MoreHoursList';
import { SiteCostsFacts } from './SiteCostsFacts';

/**
 * The technician's time and costs on a job they hold: costs are logged and taken off while on
 * site or once done (until the company approves), more hours are asked for on site.
 */
export function TechnicianSiteCosts({
  requestId,
  status,
}: {
  requestId: string;
  status: ServiceRequestStatus;
}) {
  const costs = useSiteCosts(requestId);
  const remove = useRemoveCost(requestId);
  const open = LOGGABLE_STATUSES.includes(status);
  if (!costs.data) {
    return costs.isError ? (
      <FormAlert title="Costs could not be loaded">{failureMessage(costs.error)}</FormAlert>
    ) : null;
  }
  // One ask waits for the company at a time.
  const asking = costs.data.moreHours.some((ask) => ask.status === 'pending');
  return (
    <Stack as="section" gap={3} aria-label="Time and costs">
      <SectionHeading as="h5">Time and costs</SectionHeading>
      <SiteCostsFacts costs={costs.data} />
      <CostList
        costs={costs.data.costs}
        {...(open && { onRemove: (costId: string) => remove.mutate(costId) })}
        removing={remove.isPending}
      />
      {remove.isError && (
        <FormAlert title="The cost was not removed">{failureMessage(remove.error)}</FormAlert>
      )}
      {open && <LogCostForm requestId={requestId} />}
      <MoreHoursList asks={costs.data.moreHours} />
      {status === 'On site' && !asking && <MoreHoursForm requestId={requestId} />}
    </Stack>
  );
}
