import { EstimatePanel, Spinner } from '@rha/design-system';
import { useRequestEstimate } from '../../api/prices';
import { estimateLines } from './estimateLines';
import { formatCents } from '@rha/contracts/reference';

/** The estimate billing stored for the request when it was submitted; nothing when it has none. */
export function StoredEstimate({ requestId }: { requestId: string }) {
  const estimate = useRequestEstimate(requestId);
  if (estimate.isPending) return <Spinner label="Loading the estimate" />;
  const stored = estimate.data;
  if (!stored) return null;
  const visits = `${stored.scheduledVisits} scheduled ${stored.scheduledVisits === 1 ? 'visit' : 'visits'}`;
  return (
    <EstimatePanel
      headingLevel={2}
      lines={estimateLines(stored.lines)}
      total={formatCents(stored.totalCents)}
      quoteRequired={stored.quoteRequired ? 'Quote required' : undefined}
      note={`Based on ${stored.expectedHours} expected hours on site and ${visits}.`}
    />
  );
}
