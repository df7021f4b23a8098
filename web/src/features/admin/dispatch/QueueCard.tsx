import { Card, Stack, useToast } from '@rha/design-system';
import { useEffect } from 'react';
import type { useDispatchQueue } from '../../../api/dispatch';
import { Loading, LoadFailed } from '../LoadStates';
import { DISPATCH_QUEUE_LOAD_FAILED, failureNotice, NO_WAITING_REQUESTS } from '../notices';
import { QueueEntry } from './QueueEntry';

export interface QueueCardProps {
  queue: ReturnType<typeof useDispatchQueue>;
  selectedId: string | null;
  onSelect(id: string): void;
}

/** The requests waiting for a technician, oldest first, or why there are none to show. */
export function QueueCard({ queue, selectedId, onSelect }: QueueCardProps) {
  const { toast } = useToast();
  const requests = queue.data?.requests;

  useEffect(() => {
    if (queue.isError) toast(failureNotice(DISPATCH_QUEUE_LOAD_FAILED));
  }, [queue.isError, toast]);

  return (
    <Card title="Dispatch queue" description="Requests waiting for a technician, oldest first.">
      {queue.isPending && <Loading label="Loading the dispatch queue" />}
      {queue.isError && !requests && (
        <LoadFailed message={DISPATCH_QUEUE_LOAD_FAILED} onRetry={() => void queue.refetch()} />
      )}
      {requests?.length === 0 && <p role="status">{NO_WAITING_REQUESTS}</p>}
      {requests && requests.length > 0 && (
        <Stack as="ul" gap={2} aria-label="Requests waiting for a technician">
          {requests.map((entry) => (
            <QueueEntry
              key={entry.id}
              entry={entry}
              selected={entry.id === selectedId}
              onSelect={onSelect}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}
