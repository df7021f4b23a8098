import { formatCentsBrief } from '@rha/contracts/reference';
import type { JobCost } from '@rha/contracts/schemas';
import { Button, Stack } from '@rha/design-system';
import { JobFileList } from '../job-files/JobFileList';

const KIND_LABELS: Record<JobCost['kind'], string> = { parts: 'Parts', travel: 'Travel' };

/** The costs the technician logged, each with its receipt; `onRemove` while they may be taken off. */
export function CostList({
  costs,
  onRemove,
  removing,
}: {
  costs: readonly JobCost[];
  onRemove?: (costId: string) => void;
  removing?: boolean;
}) {
  if (costs.length === 0) return <p>No costs logged.</p>;
  const total = costs.reduce((sum, cost) => sum + cost.amountCents, 0);
  return (
    <Stack gap={3}>
      <Stack as="ul" gap={4} aria-label="Costs">
        {costs.map((cost) => (
          <li key={cost.id}>
            <Stack gap={2}>
              <p>
                <strong>{KIND_LABELS[cost.kind]}</strong>: {cost.description},{' '}
                {formatCentsBrief(cost.amountCents)}
              </p>
              <JobFileList files={[cost.receipt]} label={`Receipt for ${cost.description}`} />
              {onRemove && (
                <Stack direction="row">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={removing}
                    onClick={() => onRemove(cost.id)}
                  >
                    Remove cost
                  </Button>
                </Stack>
              )}
            </Stack>
          </li>
        ))}
      </Stack>
      <p>Costs in total: {formatCentsBrief(total)}</p>
    </Stack>
  );
}
