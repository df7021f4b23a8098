import {
  NOTIFICATION_INBOX_SIZE,
  NOTIFICATION_KINDS,
  type NotificationInbox,
  type NotificationSettings,
  type NotificationSettingsChange,
} from '@rha/contracts';
import { DomainError } from '@rha/kit';
import type { Knex } from 'knex';
import { emailChoices, saveEmailChoices } from '../db/notification-settings.repo.js';
import {
  countUnread,
  markAllRead,
  markRead,
  newestNotifications,
} from '../db/notifications.repo.js';

/*
 * Every use case takes the caller's own id from their token: no input names whose inbox it is, so
 * nobody reads or marks another's.
 */

export async function inboxOf(db: Knex, recipientId: string): Promise<NotificationInbox> {
  const [notifications, unread] = await Promise.all([
    newestNotifications(db, recipientId, NOTIFICATION_INBOX_SIZE),
    countUnread(db, recipientId),
  ]);
  return { notifications, unread };
}

export async function markNotificationRead(
  db: Knex,
  recipientId: string,
  id: string,
): Promise<void> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  // Another person's notice answers as an unknown one does, so its existence is not revealed.
  if (!uuid.test(id) || !(await markRead(db, recipientId, id))) {
    throw new DomainError('not_found', {
      code: 'notification_not_found',
      message: 'No such notification.',
    });
  }
}

export function markEveryNotificationRead(db: Knex, recipientId: string): Promise<void> {
  return markAllRead(db, recipientId);
}

export async function notificationSettingsOf(
  db: Knex,
  recipientId: string,
): Promise<NotificationSettings> {
  const choices = await emailChoices(db, recipientId);
  return {
    email: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, choices[kind] ?? true])),
  } as NotificationSettings;
}

export async function changeNotificationSettings(
  db: Knex,
  recipientId: string,
  change: NotificationSettingsChange,
): Promise<NotificationSettings> {
  await saveEmailChoices(db, recipientId, change.email);
  return notificationSettingsOf(db, recipientId);
}
