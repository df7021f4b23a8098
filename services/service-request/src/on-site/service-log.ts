import { messages, SERVICE_LOG_LIMITS } from '@rha/contracts';
import { DomainError, type SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { checkGate } from '../lifecycle/transitions.js';
import {
  countLogEntries,
  findLogEntry,
  insertLogEntry,
  type ServiceLogRow,
} from './service-log.repo.js';
import { onSiteTimeOf } from './captured-times.js';
import { lockOwnJob } from '../lifecycle/job-access.js';

export interface LogEntryInput {
  id: string;
  clientId: string;
  capturedAt: string;
  text: string;
}

export interface LoggedEntry {
  entry: ServiceLogRow;
  /** False when the device sent an entry that had already arrived. */
  created: boolean;
}

/**
 * Adds an entry to the assigned technician's job. The request's row is locked meanwhile, so a
 * resend racing its first attempt finds the stored entry, and the limit holds. A resend answers
 * the stored entry even after the job moved on: the device only learns its entry arrived.
 */
export function addLogEntry(
  db: Knex,
  technician: SignedInUser,
  input: LogEntryInput,
): Promise<LoggedEntry> {
  return db.transaction(async (trx) => {
    const request = await lockOwnJob(trx, technician, input.id);
    const stored = await findLogEntry(trx, request.id, input.clientId);
    if (stored) return { entry: stored, created: false };
    checkGate(
      'loggable',
      request.status,
      (status) =>
        new DomainError('conflict', {
          code: 'job_not_loggable',
          message: messages.onSite.notLoggable(status),
        }),
    );
    if ((await countLogEntries(trx, request.id)) >= SERVICE_LOG_LIMITS.entriesMax) {
      throw new DomainError('conflict', {
        code: 'log_full',
        message: messages.onSite.logFull(SERVICE_LOG_LIMITS.entriesMax),
      });
    }
    const capturedAt = onSiteTimeOf(request, input.capturedAt);
    const entry = await insertLogEntry(trx, {
      requestId: request.id,
      clientId: input.clientId,
      text: input.text,
      capturedAt,
      technicianId: technician.subject,
    });
    return { entry, created: true };
  });
}
