import { z } from 'zod';
import { MESSAGE_LIMITS, type MessageParty } from '../reference/job-messages.js';
import { optionalText } from './fields.js';
import { type JobFile } from './job-files.js';
import { messages } from './messages.js';

const m = messages.jobMessages;

/**
 * A message as written. `clientId` is made on the device when it is written, so a message kept
 * while offline and sent again when the link returns is posted once.
 */
export const newJobMessageSchema = z
  .strictObject({
    clientId: z.uuid({ message: messages.onSite.invalidClientId }).meta({
      description:
        'Made on the device when the message is written, so a message sent again after the link returns is posted once.',
    }),
    text: optionalText(MESSAGE_LIMITS.textMax).default(''),
    attachmentIds: z
      .array(z.uuid({ message: m.attachmentNotFound }))
      .max(MESSAGE_LIMITS.attachmentsMax, m.tooManyAttachments(MESSAGE_LIMITS.attachmentsMax))
      .default([]),
  })
  .refine((message) => message.text.length > 0 || message.attachmentIds.length > 0, {
    path: ['text'],
    message: m.textRequired,
  })
  .meta({
    id: 'NewJobMessage',
    description: 'Text, files already uploaded as attachments, or both.',
  });

export type NewJobMessage = z.infer<typeof newJobMessageSchema>;
export type NewJobMessageInput = z.input<typeof newJobMessageSchema>;

/** The caller has read the thread up to and including this message. */
export const messagesReadSchema = z
  .strictObject({
    through: z.uuid({ message: m.invalidThrough }).meta({ description: 'The last message read.' }),
  })
  .meta({ id: 'MessagesRead' });

export type MessagesRead = z.infer<typeof messagesReadSchema>;

export interface JobMessage {
  id: string;
  clientId: string;
  party: MessageParty;
  authorName: string;
  /** Whether the caller wrote it. */
  mine: boolean;
  text: string;
  attachments: JobFile[];
  sentAt: string;
}

/** A job's conversation, oldest first, as one of its parties reads it. */
export interface JobMessageThread {
  requestId: string;
  /** The caller's side of the conversation. */
  party: MessageParty;
  messages: JobMessage[];
  /** Messages from the other parties the caller's side has not read yet. */
  unread: number;
}

/** Where the caller has messages waiting, for the dashboard's counts. */
export interface UnreadMessages {
  total: number;
  requests: {
    requestId: string;
    serviceTicketNumber: string;
    unread: number;
    lastMessageAt: string;
  }[];
}
