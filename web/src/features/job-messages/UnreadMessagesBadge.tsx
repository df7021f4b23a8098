import { Badge } from '@rha/design-system';
import { useUnreadMessages } from '../../api/jobMessages';

/** How many messages wait for the reader: on one request, or over all of theirs. */
export function useUnreadCount(requestId?: string): number {
  const unread = useUnreadMessages();
  if (!unread.data) return 0;
  if (requestId === undefined) return unread.data.total;
  return unread.data.requests.find((entry) => entry.requestId === requestId)?.unread ?? 0;
}

/** "n unread": nothing at all while none wait, or while the counts cannot be read. */
export function UnreadMessagesBadge({ requestId }: { requestId?: string }) {
  const count = useUnreadCount(requestId);
  if (count === 0) return null;
  return (
    <Badge variant="accent">{`${count} unread ${count === 1 ? 'message' : 'messages'}`}</Badge>
  );
}
