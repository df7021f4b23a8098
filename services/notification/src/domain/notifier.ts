import { randomUUID } from 'node:crypto';
import { createEvent, enqueueEvent, type EventEnvelope } from '@rha/kit';
import type { Knex } from 'knex';
import { accountOfAddress } from '../db/account-addresses.repo.js';
import { adminIds } from '../db/admin-accounts.repo.js';
import { emailSwitchedOff } from '../db/notification-settings.repo.js';
import { insertNotification } from '../db/notifications.repo.js';
import type { EmailQueue, OnceEmail } from './emails.js';
import type { Notice } from './notices.js';
import type { TemplateName } from '../mail/templates.js';

/** The person an event concerns: by account id where the event names it, else by address. */
export type Recipient = { id: string } | { email: string };

export interface PersonNotification<T extends TemplateName> {
  to: Recipient;
  notice: Notice;
  /** The e-mail the same event sends this person, if any; it follows their settings. */
  email?: OnceEmail<T> | undefined;
}

export interface Notifier {
  /**
   * Puts the notice in the person's inbox once per event, announces it for their live stream, and
   * queues the e-mail unless they switched its kind off. A person notification knows no account of
   * (an address no account holds) gets the e-mail alone. Returns the queued e-mail's id.
   */
  notify<T extends TemplateName>(
    trx: Knex.Transaction,
    cause: EventEnvelope,
    notification: PersonNotification<T>,
  ): Promise<string | undefined>;
  /**
   * Puts the notice in every admin's inbox once per event, and announces it for their live
   * streams. In the app alone: what waits on the admins is e-mailed to the support mailbox.
   */
  notifyAdmins(trx: Knex.Transaction, cause: EventEnvelope, notice: Notice): Promise<void>;
}

/** Stores the notice unless this event already told this person, and announces a stored one. */
async function tellInApp(
  trx: Knex.Transaction,
  cause: EventEnvelope,
  recipientId: string,
  notice: Notice,
): Promise<void> {
  const stored = await insertNotification(trx, {
    id: randomUUID(),
    recipientId,
    eventId: cause.id,
    ...notice,
    createdAt: cause.occurredAt,
  });
  if (!stored) return;
  await enqueueEvent(
    trx,
    createEvent(
      'notification.created.v1',
      { recipientId, notification: stored },
      { source: 'notification', correlationId: cause.correlationId },
    ),
  );
}

export function createNotifier(emails: EmailQueue): Notifier {
  return {
    async notify(trx, cause, { to, notice, email }) {
      const recipientId = 'id' in to ? to.id : await accountOfAddress(trx, to.email);
      if (recipientId !== undefined) {
        await tellInApp(trx, cause, recipientId, notice);
        if (await emailSwitchedOff(trx, recipientId, notice.kind)) return undefined;
      }
      if (!email) return undefined;
      return emails.queueEmailOnce(trx, email.onceKey, email.email);
    },

    async notifyAdmins(trx, cause, notice) {
      for (const adminId of await adminIds(trx)) await tellInApp(trx, cause, adminId, notice);
    },
  };
}
