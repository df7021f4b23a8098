import { FormAlert, Stack } from '@rha/design-system';
import { failureMessage } from '../../api/requestError';
import { useDecideMoreHours, useSiteCosts } from '../../api/siteCosts';
import { SectionHeading } from '../job-files/SectionHeading';
import { CostList } from './CostList';
import { MoreHoursList } from './MoreHoursList';
import { SiteCostsFacts } from './SiteCostsFacts';

/**
 * What the company reviews of the job's time and money before approving the work: time on site,
 * costs with their receipts, standby days, and asks for more hours it approves or declines.
 */
export function CompanySiteCosts({
  requestId,
  decidable,
}: {
  requestId: string;
  decidable: boolean;
}) {
  const costs = useSiteCosts(requestId);
  const decide = useDecideMoreHours(requestId);
  if (!costs.data) {
    return costs.isError ? (
      <FormAlert title="Costs could not be loaded">{failureMessage(costs.error)}</FormAlert>
    ) : null;
  }
  return (
    <Stack as="section" gap={3} aria-label="Time and costs">
      <SectionHeading as="h3">Time and costs</SectionHeading>
      <SiteCostsFacts costs={costs.data} />
      <MoreHoursList
        asks={costs.data.moreHours}
        {...(decidable && {
          onDecide: (askId: string, verb: 'approve' | 'decline') => decide.mutate({ askId, verb }),
        })}
        deciding={decide.isPending}
      />
      {decide.isError && <FormAlert title="Not decided">{failureMessage(decide.error)}</FormAlert>}
      <CostList costs={costs.data.costs} />
    </Stack>
  );
}
