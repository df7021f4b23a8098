import type { JobMessage, JobMessageThread, UnreadMessages } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/service-request';
import type { JobFileRow } from '../files/job-files.repo.js';
import type { JobMessageRow, UnreadCount } from './job-messages.repo.js';
import type { ThreadView } from './job-messages.js';
import { presentJobFile } from '../files/job-file.presenter.js';

type Schemas = components['schemas'];

/** The most requests one answer lists (an admin's view of every thread); the total counts all. */
const UNREAD_REQUESTS_LISTED = 500;

/** A message as `viewerId` reads it; a file no longer stored is left out rather than shown broken. */
export function presentJobMessage(
  row: JobMessageRow,
  files: ReadonlyMap<string, JobFileRow>,
  viewerId: string,
): JobMessage & Schemas['JobMessage'] {
  return {
    id: row.id,
    clientId: row.client_id,
    party: row.party,
    authorName: row.author_name,
    mine: row.author_id === viewerId,
    text: row.text,
    attachments: row.attachment_ids.flatMap((id) => {
      const file = files.get(id);
      return file?.status === 'stored' ? [presentJobFile(file)] : [];
    }),
    sentAt: row.sent_at.toISOString(),
  };
}

export function presentThread(
  view: ThreadView,
  viewerId: string,
): JobMessageThread & Schemas['JobMessageThread'] {
  return {
    requestId: view.request.id,
    party: view.party,
    messages: view.messages.map((row) => presentJobMessage(row, view.files, viewerId)),
    unread: view.unread,
  };
}

export function presentUnread(
  counts: readonly UnreadCount[],
): UnreadMessages & Schemas['UnreadMessages'] {
  return {
    total: counts.reduce((sum, count) => sum + count.unread, 0),
    requests: counts.slice(0, UNREAD_REQUESTS_LISTED).map((count) => ({
      requestId: count.requestId,
      serviceTicketNumber: count.ticketNumber,
      unread: count.unread,
      lastMessageAt: count.lastMessageAt.toISOString(),
    })),
  };
}
