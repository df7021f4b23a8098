import { z } from 'zod';
import { storageKeys } from '../../../auth/authStorage';
import { deviceStore, type DeviceStore } from '../../device-store/deviceStore';

/**
 * A log entry being written on this device. Its id is made when the writing starts and its
 * capture time when it is first sent: both stay with it until the server has stored it, so a
 * resend after a dropped link is stored once, with the time the technician wrote it.
 */
const logEntryDraftSchema = z.object({
  clientId: z.string(),
  text: z.string(),
  capturedAt: z.string().nullable(),
});

export type LogEntryDraft = z.infer<typeof logEntryDraftSchema>;

/** The job's unsent entry on this device, until the server has it or the technician discards it. */
export function logEntryDraftStore(requestId: string): DeviceStore<LogEntryDraft> {
  return deviceStore(
    `${storageKeys.deviceDraftPrefix}service-log.${requestId}`,
    logEntryDraftSchema,
  );
}

/** A fresh entry with its own id. */
export function newLogEntryDraft(): LogEntryDraft {
  return { clientId: crypto.randomUUID(), text: '', capturedAt: null };
}
