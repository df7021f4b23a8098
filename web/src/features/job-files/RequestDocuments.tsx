import { Button, Card, FormAlert, Stack } from '@rha/design-system';
import { useRequestDocuments } from '../../api/requestDocuments';
import { failureMessage, RequestError } from '../../api/requestError';
import { JobFileList } from './JobFileList';
import { UploadQueueList } from './UploadQueueList';
import { useQueuedFiles } from './useQueuedFiles';

function isNotFound(error: unknown): boolean {
  return error instanceof RequestError && error.status === 404;
}

/**
 * The supporting documents of a request, for whoever is a party of it: those stored, and those
 * this device is still sending, with their progress and why one was refused. Nothing shows when
 * there are none.
 */
export function RequestDocuments({
  requestId,
  headingLevel = 2,
}: {
  requestId: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const documents = useRequestDocuments(requestId);
  const { queue, queued } = useQueuedFiles(requestId, 'document');
  const stored = documents.data ?? [];
  // Not found: the job is no longer the caller's, so it has nothing of theirs to show.
  const failed = documents.isError && !isNotFound(documents.error);
  if (!failed && stored.length === 0 && queued.length === 0) return null;

  return (
    <Card as="section" variant="muted" title="Supporting documentation" headingLevel={headingLevel}>
      <Stack gap={4}>
        {failed && (
          <FormAlert title="The documents could not be loaded">
            <Stack gap={2} align="start">
              <span>{failureMessage(documents.error) ?? 'Unknown error'}</span>
              <Button variant="secondary" size="sm" onClick={() => void documents.refetch()}>
                Try again
              </Button>
            </Stack>
          </FormAlert>
        )}
        {stored.length > 0 && <JobFileList files={stored} label="Supporting documentation" />}
        <UploadQueueList
          entries={queued}
          label="Documents being uploaded"
          onRemove={(clientId) => void queue.remove(clientId)}
        />
      </Stack>
    </Card>
  );
}
