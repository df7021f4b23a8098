import type { Notification, NotificationKind } from '@rha/contracts';
import type { Knex } from 'knex';

type Queryable = Knex | Knex.Transaction;

export interface NewNotification {
  id: string;
  recipientId: string;
  eventId: string;
  kind: NotificationKind;
  title: string;
  actor: string;
  link: string;
  createdAt: string;
}

interface NotificationRow {
  id: string;
  kind: NotificationKind;
  title: string;
  actor: string;
  link: string;
  created_at: Date;
  read_at: Date | null;
}

const columns = ['id', 'kind', 'title', 'actor', 'link', 'created_at', 'read_at'];

function fromRow(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    actor: row.actor,
    link: row.link,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}

/** Stores the notice unless this event already told this person; returns it only when stored. */
export async function insertNotification(
  db: Queryable,
  notice: NewNotification,
): Promise<Notification | undefined> {
  const rows = (await db('notifications')
    .insert({
      id: notice.id,
      recipient_id: notice.recipientId,
      event_id: notice.eventId,
      kind: notice.kind,
      title: notice.title,
      actor: notice.actor,
      link: notice.link,
      created_at: notice.createdAt,
    })
    .onConflict(['event_id', 'recipient_id'])
    .ignore()
    .returning(columns)) as NotificationRow[];
  const [row] = rows;
  return row && fromRow(row);
}

export async function newestNotifications(
  db: Queryable,
  recipientId: string,
  limit: number,
): Promise<Notification[]> {
  const rows = (await db('notifications')
    .where({ recipient_id: recipientId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .select(columns)) as NotificationRow[];
  return rows.map(fromRow);
}

export async function countUnread(db: Queryable, recipientId: string): Promise<number> {
  const row = (await db('notifications')
    .where({ recipient_id: recipientId })
    .whereNull('read_at')
    .count<{ count: string }>('* as count')
    .first()) as { count: string } | undefined;
  return Number(row?.count ?? 0);
}

/** Whether the person holds a notice with this id; a notice already read keeps its first time. */
export async function markRead(db: Queryable, recipientId: string, id: string): Promise<boolean> {
  const rows: unknown[] = await db('notifications')
    .where({ id, recipient_id: recipientId })
    .update({ read_at: db.raw('coalesce(read_at, now())') })
    .returning('id');
  return rows.length > 0;
}

export async function markAllRead(db: Queryable, recipientId: string): Promise<void> {
  await db('notifications')
    .where({ recipient_id: recipientId })
    .whereNull('read_at')
    .update({ read_at: db.fn.now() });
}
