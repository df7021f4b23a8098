import { z } from 'zod';
import { storageKeys } from '../../auth/authStorage';
import {
  deviceKeys,
  deviceStore,
  listOf,
  subscribeToDeviceKeys,
} from '../device-store/deviceStore';
import { SUBMISSIONS_KEY } from '../submission-queue/submissionQueue';

const outboxAttachmentSchema = z.object({ clientId: z.string(), fileName: z.string() });

/**
 * A message written on this device that the server has not accepted yet. Its id is made when it
 * is written, so sending it again after a dropped link posts it once.
 */
const outboxMessageSchema = z.object({
  clientId: z.string(),
  text: z.string(),
  /** The attached files, by their client id on the device's upload queue, in the order attached. */
  attachments: z.array(outboxAttachmentSchema),
  writtenAt: z.string(),
});

export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export type OutboxAttachment = z.infer<typeof outboxAttachmentSchema>;

/** One job's thread: its unsent messages, oldest first. */
function outbox(requestId: string) {
  return deviceStore(`${storageKeys.outboxPrefix}${requestId}`, listOf(outboxMessageSchema));
}

// The forms' submissions share the prefix (signing out drops both) and have their own sender.
function isOutboxKey(key: string): boolean {
  return key.startsWith(storageKeys.outboxPrefix) && key !== SUBMISSIONS_KEY;
}

/** Calls back after every change to any thread's unsent messages on this device. */
export function subscribeToOutboxes(listener: () => void): () => void {
  return subscribeToDeviceKeys(isOutboxKey, listener);
}

/** The jobs whose threads have unsent messages on this device. */
export function outboxRequestIds(): string[] {
  return deviceKeys()
    .filter(isOutboxKey)
    .map((key) => key.slice(storageKeys.outboxPrefix.length));
}

export function hasUnsentMessages(): boolean {
  return outboxRequestIds().length > 0;
}

/** The thread's unsent messages on this device, oldest first; anything unreadable counts as none. */
export function readOutbox(requestId: string): OutboxMessage[] {
  return outbox(requestId).read() ?? [];
}

function writeOutbox(requestId: string, messages: readonly OutboxMessage[]): void {
  if (messages.length === 0) outbox(requestId).clear();
  else outbox(requestId).write([...messages]);
}

export function addToOutbox(requestId: string, message: OutboxMessage): void {
  writeOutbox(requestId, [...readOutbox(requestId), message]);
}

/** Forgets a message once the server has it, or has refused it for good. */
export function removeFromOutbox(requestId: string, clientId: string): void {
  writeOutbox(
    requestId,
    readOutbox(requestId).filter((message) => message.clientId !== clientId),
  );
}

/** Takes one attached file off an unsent message; a message left with nothing to say goes too. */
export function removeOutboxAttachment(
  requestId: string,
  messageClientId: string,
  fileClientId: string,
): void {
  writeOutbox(
    requestId,
    readOutbox(requestId).flatMap((message) => {
      if (message.clientId !== messageClientId) return [message];
      const attachments = message.attachments.filter((file) => file.clientId !== fileClientId);
      return message.text || attachments.length > 0 ? [{ ...message, attachments }] : [];
    }),
  );
}
