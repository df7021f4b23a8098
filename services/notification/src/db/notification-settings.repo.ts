import type { NotificationKind } from '@rha/contracts';
import type { Knex } from 'knex';

type Queryable = Knex | Knex.Transaction;

/** The kinds whose e-mail the person set, on or off; a kind not listed was never touched. */
export async function emailChoices(
  db: Queryable,
  recipientId: string,
): Promise<Partial<Record<NotificationKind, boolean>>> {
  const rows = (await db('notification_settings')
    .where({ recipient_id: recipientId })
    .select('kind', 'email')) as { kind: NotificationKind; email: boolean }[];
  return Object.fromEntries(rows.map((row) => [row.kind, row.email]));
}

export async function saveEmailChoices(
  db: Queryable,
  recipientId: string,
  choices: Partial<Record<NotificationKind, boolean>>,
): Promise<void> {
  const rows = Object.entries(choices).map(([kind, email]) => ({
    recipient_id: recipientId,
    kind,
    email,
  }));
  if (rows.length === 0) return;
  await db('notification_settings')
    .insert(rows)
    .onConflict(['recipient_id', 'kind'])
    .merge(['email']);
}

/** Whether the person switched this kind's e-mail off. */
export async function emailSwitchedOff(
  db: Queryable,
  recipientId: string,
  kind: NotificationKind,
): Promise<boolean> {
  const row = (await db('notification_settings')
    .where({ recipient_id: recipientId, kind })
    .first('email')) as { email: boolean } | undefined;
  return row?.email === false;
}
