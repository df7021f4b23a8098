import { Stack } from '@rha/design-system';
import { useRef, useState } from 'react';
import { useDispatchQueue } from '../../../api/dispatch';
import { MasterDetail } from '../MasterDetail';
import { DispatchDetailsPanel } from './DispatchDetailsPanel';
import { HeldJobsCard } from './HeldJobsCard';
import { InProgressCard } from './InProgressCard';
import { QueueCard } from './QueueCard';

/**
 * The Dispatch tab: the requests waiting for a technician beside the chosen one's offers and
 * ranked candidates. A request that leaves the queue (accepted, assigned, cancelled) leaves the
 * details too. Above, the jobs of suspended technicians waiting for a decision; below, the requests
 * technicians hold, which support can pause, resume or cancel.
 */
export function DispatchQueueTab() {
  const queue = useDispatchQueue();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const panel = useRef<HTMLElement>(null);
  const selected = queue.data?.requests.find((entry) => entry.id === selectedId) ?? null;

  const onSelect = (id: string) => {
    setSelectedId(id);
    // On narrow screens the details are below the list: taking focus there brings them into view.
    panel.current?.focus();
  };

  return (
    <Stack gap={6}>
      <HeldJobsCard />
      <MasterDetail
        list={<QueueCard queue={queue} selectedId={selectedId} onSelect={onSelect} />}
        details={<DispatchDetailsPanel ref={panel} entry={selected} />}
      />
      <InProgressCard />
    </Stack>
  );
}
