import { storageKeys } from '../../auth/authStorage';
import { SUBMISSIONS_KEY } from '../submission-queue/submissionQueue';

/**
 * A message written on this device that the server has not accepted yet. Its id is made when it
 * is written, so sending it again after a dropped link posts it once.
 */
export interface OutboxMessage {
  clientId: string;
  text: string;
  /** The attached files, by their client id on the device's upload queue, in the order attached. */
  attachments: OutboxAttachment[];
  writtenAt: string;
}

export interface OutboxAttachment {
  clientId: string;
  fileName: string;
}

function isOutboxAttachment(value: unknown): value is OutboxAttachment {
  if (typeof value !== 'object' || value === null) return false;
  const attachment = value as Record<string, unknown>;
  return typeof attachment.clientId === 'string' && typeof attachment.fileName === 'string';
}

function storageKey(requestId: string): string {
  return `${storageKeys.outboxPrefix}${requestId}`;
}

function isOutboxMessage(value: unknown): value is OutboxMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message.clientId === 'string' &&
    typeof message.text === 'string' &&
    Array.isArray(message.attachments) &&
    message.attachments.every(isOutboxAttachment) &&
    typeof message.writtenAt === 'string'
  );
}

const listeners = new Set<() => void>();

/** Calls back after every change to any thread's unsent messages on this device. */
export function subscribeToOutboxes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The jobs whose threads have unsent messages on this device. */
export function outboxRequestIds(): string[] {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    // The forms' submissions share the prefix (signing out drops both) and have their own sender.
    return keys.flatMap((key) =>
      key?.startsWith(storageKeys.outboxPrefix) && key !== SUBMISSIONS_KEY
        ? [key.slice(storageKeys.outboxPrefix.length)]
        : [],
    );
  } catch {
    return [];
  }
}

export function hasUnsentMessages(): boolean {
  return outboxRequestIds().length > 0;
}

/** The thread's unsent messages on this device, oldest first; anything unreadable counts as none. */
export function readOutbox(requestId: string): OutboxMessage[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(requestId)) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter(isOutboxMessage) : [];
  } catch {
    return [];
  }
}

/** A full or disabled storage only costs the safety net, never the page. */
function writeOutbox(requestId: string, outbox: readonly OutboxMessage[]): void {
  try {
    if (outbox.length === 0) localStorage.removeItem(storageKey(requestId));
    else localStorage.setItem(storageKey(requestId), JSON.stringify(outbox));
  } catch (error) {
    console.warn('The message could not be kept on this device', error);
  }
  listeners.forEach((listener) => listener());
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
