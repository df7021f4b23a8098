import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../reference/notifications.js';

const timestamp = z.iso.datetime({ offset: true });

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** One notice of a person's inbox: what happened, who did it, when, and where to look. */
export const notificationSchema = z.strictObject({
  id: z.uuid(),
  kind: notificationKindSchema,
  title: z.string().max(300).meta({ description: 'What happened, with the ticket number.' }),
  actor: z.string().max(300).meta({ description: 'Who did it, as the person knows them.' }),
  link: z
    .string()
    .startsWith('/')
    .max(500)
    .meta({ description: 'The page of the web app it concerns.' }),
  createdAt: timestamp,
  readAt: timestamp.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationInboxSchema = z
  .strictObject({
    notifications: z.array(notificationSchema),
    unread: z.number().int().min(0).meta({ description: 'All unread notices, listed or not.' }),
  })
  .meta({ id: 'NotificationInbox' });
export type NotificationInbox = z.infer<typeof notificationInboxSchema>;

/** Whether each kind is also e-mailed; the in-app notice always arrives. */
export const notificationSettingsSchema = z
  .strictObject({
    email: z.record(notificationKindSchema, z.boolean()),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** A change of some kinds' e-mail; the kinds left out keep their setting. */
export const notificationSettingsChangeSchema = z
  .strictObject({
    email: z.partialRecord(notificationKindSchema, z.boolean()),
  })
  .meta({ id: 'NotificationSettingsChange' });
export type NotificationSettingsChange = z.infer<typeof notificationSettingsChangeSchema>;
