import type { Knex } from 'knex';

/** `held`: addressed to an account whose owner has not proven the address yet; sent once they have. */
export type EmailStatus = 'pending' | 'sent' | 'failed' | 'held';

/** A row of `emails`, as pg returns it. */
export interface EmailRow {
  id: string;
  template: string;
  recipient: string;
  reply_to: string | null;
  reply_to_name: string | null;
  subject: string;
  html: string;
  text: string;
  status: EmailStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  smtp_message_id: string | null;
  once_key: string | null;
  sent_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewEmail {
  template: string;
  recipient: string;
  replyTo?: { address: string; name?: string | undefined } | undefined;
  subject: string;
  html: string;
  text: string;
  /** Stored as held instead of pending: the dispatcher leaves it until it is released. */
  held?: boolean;
}

type Queryable = Knex | Knex.Transaction;

export async function insertEmail(db: Queryable, email: NewEmail): Promise<string> {
  const rows: Pick<EmailRow, 'id'>[] = await db('emails').insert(emailRow(email)).returning('id');
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into emails returned no id');
  return id;
}

/**
 * Inserts the e-mail unless one with `onceKey` exists; returns its id, or undefined when it was
 * already there. A concurrent insert with the same key waits for the other transaction and then
 * inserts nothing.
 */
export async function insertEmailOnce(
  db: Queryable,
  onceKey: string,
  email: NewEmail,
): Promise<string | undefined> {
  const rows: Pick<EmailRow, 'id'>[] = await db('emails')
    .insert({ ...emailRow(email), once_key: onceKey })
    .onConflict('once_key')
    .ignore()
    .returning('id');
  return rows[0]?.id;
}

function emailRow(email: NewEmail) {
  return {
    template: email.template,
    recipient: email.recipient,
    reply_to: email.replyTo?.address ?? null,
    reply_to_name: email.replyTo?.name ?? null,
    subject: email.subject,
    html: email.html,
    text: email.text,
    status: email.held ? 'held' : 'pending',
  };
}

/** Makes the e-mails held for this address due now; returns how many. */
export async function releaseHeldEmails(db: Queryable, address: string): Promise<number> {
  return db('emails')
    .where({ status: 'held' })
    .andWhereRaw('lower(recipient) = lower(?)', [address])
    .update({ status: 'pending', next_attempt_at: db.fn.now(), updated_at: db.fn.now() });
}

/**
 * Takes up to `limit` pending e-mails that are due and leases them: each gets `attempts + 1` and a
 * next attempt `leaseMs` away, so no other dispatcher (another replica, the next pass) takes it while
 * it is being sent. A process that dies mid-send leaves the row to be retried when the lease ends.
 */
export async function claimDueEmails(
  db: Knex,
  options: { limit: number; leaseMs: number },
): Promise<EmailRow[]> {
  const due = db('emails')
    .select('id')
    .where({ status: 'pending' })
    .andWhere('next_attempt_at', '<=', db.fn.now())
    .orderBy('next_attempt_at')
    .limit(options.limit)
    .forUpdate()
    .skipLocked();
  return db<EmailRow>('emails')
    .whereIn('id', due)
    .update({
      attempts: db.raw('attempts + 1'),
      next_attempt_at: db.raw("now() + ? * interval '1 millisecond'", [options.leaseMs]),
      updated_at: db.fn.now(),
    })
    .returning('*');
}

export interface SentEmail {
  id: string;
  smtpMessageId: string;
}

/** Records e-mails the SMTP server accepted, each with its message id, in one statement. */
export async function markEmailsSent(db: Knex, sent: readonly SentEmail[]): Promise<void> {
  if (sent.length === 0) return;
  await db('emails')
    .updateFrom(
      db.raw('unnest(?::uuid[], ?::text[]) as sent (id, smtp_message_id)', [
        sent.map((email) => email.id),
        sent.map((email) => email.smtpMessageId),
      ]),
    )
    .whereRaw('emails.id = sent.id')
    .andWhere('emails.status', 'pending')
    .update({
      status: 'sent',
      smtp_message_id: db.ref('sent.smtp_message_id'),
      sent_at: db.fn.now(),
      last_error: null,
      updated_at: db.fn.now(),
    });
}

/** Records a failed attempt; the e-mail is tried again after `retryInMs`. */
export async function scheduleEmailRetry(
  db: Knex,
  id: string,
  options: { error: string; retryInMs: number },
): Promise<void> {
  await db('emails')
    .where({ id, status: 'pending' })
    .update({
      last_error: options.error,
      next_attempt_at: db.raw("now() + ? * interval '1 millisecond'", [options.retryInMs]),
      updated_at: db.fn.now(),
    });
}

/** Records the last failed attempt: the e-mail stays in the log as failed, with its error. */
export async function markEmailFailed(db: Knex, id: string, error: string): Promise<void> {
  await db('emails')
    .where({ id, status: 'pending' })
    .update({ status: 'failed', last_error: error, updated_at: db.fn.now() });
}
