import { Button, FormAlert, ProgressBar, Stack } from '@rha/design-system';
import type { QueueEntry } from './uploadQueue';

const STATE_LABELS: Record<QueueEntry['state'], string> = {
  held: 'Sent once the request is submitted',
  refused: 'Not uploaded',
  waiting: 'Waiting',
  uploading: 'Uploading',
  retrying: 'Waiting for connection',
  stored: 'Uploaded',
};

export function percentOf(entry: QueueEntry): number {
  return entry.total > 0 ? Math.floor((entry.sent / entry.total) * 100) : 0;
}

/** How far a file on its way has come, e.g. "Uploading, 40%". */
export function progressText(entry: QueueEntry): string {
  return `${STATE_LABELS[entry.state]}, ${percentOf(entry)}%`;
}

/** Files on their way: progress each, and why the server turned one down. */
export function UploadQueueList({
  entries,
  onRemove,
  label = 'Photos being uploaded',
}: {
  entries: readonly QueueEntry[];
  onRemove: (clientId: string) => void;
  label?: string;
}) {
  if (entries.length === 0) return null;
  return (
    <Stack as="ul" gap={3} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.clientId}>
          {entry.state === 'refused' ? (
            <FormAlert title={`${entry.fileName} was not uploaded`}>
              <Stack gap={2} align="start">
                <span>{entry.refusal}</span>
                <Button variant="secondary" size="sm" onClick={() => onRemove(entry.clientId)}>
                  Remove
                </Button>
              </Stack>
            </FormAlert>
          ) : (
            <ProgressBar
              label={entry.fileName}
              value={percentOf(entry)}
              valueText={progressText(entry)}
            />
          )}
        </li>
      ))}
    </Stack>
  );
}
