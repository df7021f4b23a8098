import { Button, Card, Stack } from '@rha/design-system';
import { useId, useState } from 'react';
import { MessageComposer } from './MessageComposer';
import { MessageThread } from './MessageThread';
import { UnreadMessagesBadge } from './UnreadMessagesBadge';
import { useMessageOutbox } from './useMessageOutbox';

/**
 * A job's conversation between its company, its technician and support. Closed, it shows only how
 * many messages wait; open, it reads the thread while shown. Messages written here are sent from
 * this device's outbox, which keeps working while the thread is closed.
 */
export function JobMessages({
  requestId,
  headingLevel = 2,
  defaultOpen = false,
}: {
  requestId: string;
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const outbox = useMessageOutbox(requestId);
  const threadId = useId();
  return (
    <Card as="section" variant="muted" title="Messages" headingLevel={headingLevel}>
      <Stack gap={4}>
        <Stack direction="row" gap={3} align="center" wrap>
          <UnreadMessagesBadge requestId={requestId} />
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={threadId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide messages' : 'Show messages'}
          </Button>
        </Stack>
        {open && (
          <Stack gap={4} id={threadId}>
            <MessageThread
              requestId={requestId}
              pending={outbox.pending}
              onRemovePendingFile={outbox.dropFromPending}
            />
            <MessageComposer requestId={requestId} outbox={outbox} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
