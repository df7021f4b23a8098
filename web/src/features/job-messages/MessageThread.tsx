import { MESSAGE_PARTY_LABELS } from '@rha/contracts/reference';
import type { JobMessage, JobMessageThread } from '@rha/contracts/schemas';
import { Badge, Button, Stack } from '@rha/design-system';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useJobThread, useMarkMessagesRead } from '../../api/jobMessages';
import { failureMessage } from '../../api/requestError';
import { AlaskaMoment } from '../shared/AlaskaMoment';
import { JobFileList } from '../job-files/JobFileList';
import { AttachedFiles } from './AttachedFiles';
import type { PendingMessage, PendingReason } from './useMessageOutbox';

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

function MessageItem({ message }: { message: JobMessage }) {
  return (
    <li aria-label={`${MESSAGE_PARTY_LABELS[message.party]}: ${message.authorName}`}>
      <Stack gap={1}>
        <span>
          <strong>
            {message.mine ? 'You' : message.authorName || MESSAGE_PARTY_LABELS[message.party]}
          </strong>
          {` · ${MESSAGE_PARTY_LABELS[message.party]} · `}
          <AlaskaMoment iso={message.sentAt} />
        </span>
        {message.text && <Text>{message.text}</Text>}
        {message.attachments.length > 0 && (
          <JobFileList files={message.attachments} label="Attachments" />
        )}
      </Stack>
    </li>
  );
}

const PENDING_LABELS: Record<PendingReason, string> = {
  uploading: 'Waiting for attachments to upload',
  blocked: 'Not sent: remove the files that were not uploaded',
  connection: 'Waiting for connection',
};

function PendingItem({
  message,
  onRemoveFile,
}: {
  message: PendingMessage;
  onRemoveFile: (fileClientId: string) => void;
}) {
  return (
    <li aria-label="You: not sent yet">
      <Stack gap={1}>
        <span>
          <strong>You</strong> ·{' '}
          <Badge variant={message.reason === 'blocked' ? 'danger' : 'neutral'}>
            {PENDING_LABELS[message.reason]}
          </Badge>
        </span>
        {message.text && <Text>{message.text}</Text>}
        <AttachedFiles label="Attachments" files={message.files} onRemove={onRemoveFile} />
      </Stack>
    </li>
  );
}

/** The newest message from another side, when the reader's side has not read it yet. */
function unreadTail(thread: JobMessageThread): JobMessage | undefined {
  if (thread.unread === 0) return undefined;
  return thread.messages.findLast((message) => !message.mine);
}

/**
 * Marks the thread read through its newest message from the others while the page is in front of
 * the reader; a thread left in a background tab stays unread.
 */
function useReadWhileVisible(requestId: string, thread: JobMessageThread | undefined) {
  const markRead = useMarkMessagesRead(requestId);
  const marked = useRef<string | undefined>(undefined);
  const tail = thread && unreadTail(thread);
  const { mutate } = markRead;
  useEffect(() => {
    if (!tail) return undefined;
    const mark = () => {
      if (document.visibilityState !== 'visible' || marked.current === tail.id) return;
      marked.current = tail.id;
      mutate(tail.id);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [tail, mutate]);
}

/** The thread, oldest first, then what this device still has to send. */
export function MessageThread({
  requestId,
  pending,
  onRemovePendingFile,
}: {
  requestId: string;
  pending: readonly PendingMessage[];
  onRemovePendingFile: (messageClientId: string, fileClientId: string) => void;
}) {
  const thread = useJobThread(requestId);
  useReadWhileVisible(requestId, thread.data);
  const sentIds = new Set(thread.data?.messages.map((message) => message.clientId));
  const waiting = pending.filter((message) => !sentIds.has(message.clientId));

  if (thread.isPending && waiting.length === 0) {
    return <p aria-live="polite">Loading the messages...</p>;
  }
  return (
    <Stack gap={3}>
      {thread.isError && (
        <Stack gap={2} align="start">
          <p role="alert">
            We could not load the messages: {failureMessage(thread.error) ?? 'Unknown error'}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void thread.refetch()}>
            Try again
          </Button>
        </Stack>
      )}
      {thread.data?.messages.length === 0 && waiting.length === 0 && <p>No messages yet.</p>}
      <List aria-label="Messages">
        {thread.data?.messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
        {waiting.map((message) => (
          <PendingItem
            key={message.clientId}
            message={message}
            onRemoveFile={(fileClientId) => onRemovePendingFile(message.clientId, fileClientId)}
          />
        ))}
      </List>
    </Stack>
  );
}
