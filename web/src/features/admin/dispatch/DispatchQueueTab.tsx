import { Stack, useToast } from '@rha/design-system';
import { useEffect, useRef } from 'react';
import { useDispatchQueue, type DispatchQueueQuery } from '../../../api/dispatch';
import { MasterDetail } from '../MasterDetail';
import { DISPATCH_QUEUE_LOAD_FAILED, failureNotice } from '../notices';
import { DispatchDetailsPanel } from './DispatchDetailsPanel';
import { HeldJobsCard } from './HeldJobsCard';
import { InProgressCard } from './InProgressCard';
import { QueueList } from './QueueList';
import { useQueueListState } from './useQueueListState';

/**
 * The Dispatch tab: a page of the requests waiting for a technician beside the chosen one's
 * offers and ranked candidates. What the list shows (search, filters, order, page, chosen request)
 * lives in the URL, so back and forward walk it. A request that leaves the queue (accepted,
 * assigned, cancelled) leaves the details too. Above, the jobs of suspended technicians waiting
 * for a decision; below, the requests technicians hold, which support can pause, resume or cancel.
 */
export function DispatchQueueTab() {
  const list = useQueueListState();
  // Values the URL holds go as they are: the service refuses one no choice gives.
  const queue = useDispatchQueue(list.request as DispatchQueueQuery);
  const { toast } = useToast();
  const panel = useRef<HTMLElement>(null);
  const selected = queue.data?.items.find((entry) => entry.id === list.selected) ?? null;

  useEffect(() => {
    if (queue.isError) toast(failureNotice(DISPATCH_QUEUE_LOAD_FAILED));
  }, [queue.isError, toast]);

  const onSelect = (id: string) => {
    list.select(id);
    // On narrow screens the details are below the list: taking focus there brings them into view.
    panel.current?.focus();
  };

  return (
    <Stack gap={6}>
      <HeldJobsCard />
      <MasterDetail
        listShare="wide"
        list={<QueueList queue={queue} list={{ ...list, select: onSelect }} />}
        details={<DispatchDetailsPanel ref={panel} entry={selected} />}
      />
      <InProgressCard />
    </Stack>
  );
}
