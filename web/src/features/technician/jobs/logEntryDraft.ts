import { storageKeys } from '../../../auth/authStorage';

/**
 * A log entry being written on this device. Its id is made when the writing starts and its
 * capture time when it is first sent: both stay with it until the server has stored it, so a
 * resend after a dropped link is stored once, with the time the technician wrote it.
 */
export interface LogEntryDraft {
  clientId: string;
  text: string;
  capturedAt: string | null;
}

function storageKey(requestId: string): string {
  return `${storageKeys.deviceDraftPrefix}service-log.${requestId}`;
}

function isDraft(value: unknown): value is LogEntryDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.clientId === 'string' &&
    typeof draft.text === 'string' &&
    (draft.capturedAt === null || typeof draft.capturedAt === 'string')
  );
}

/** A fresh entry with its own id. */
export function newLogEntryDraft(): LogEntryDraft {
  return { clientId: crypto.randomUUID(), text: '', capturedAt: null };
}

/** The unsent entry of the job on this device; anything unreadable counts as none. */
export function readLogEntryDraft(requestId: string): LogEntryDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(requestId)) ?? 'null') as unknown;
    return isDraft(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps the entry; a full or disabled storage only costs the safety net, never the page. */
export function writeLogEntryDraft(requestId: string, draft: LogEntryDraft): void {
  try {
    localStorage.setItem(storageKey(requestId), JSON.stringify(draft));
  } catch (error) {
    console.warn('The log entry could not be kept on this device', error);
  }
}

/** Forgets the entry once the server has it, or when the technician discards it. */
export function clearLogEntryDraft(requestId: string): void {
  try {
    localStorage.removeItem(storageKey(requestId));
  } catch (error) {
    console.warn('The log entry could not be removed from this device', error);
  }
}
