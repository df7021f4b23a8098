import { messages } from '@rha/contracts';
import { createEvent, DomainError, enqueueEvent, type SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { updateRequest } from '../db/service-requests.repo.js';
import { insertTimelineEntry } from '../db/timeline.repo.js';
import { onSiteTimeOf } from './captured-times.js';
import { lockOwnJob } from './job-access.js';
import { firstNameOf, moverOf } from './movers.js';
import { hoursAfter, type OnSiteSettings } from './on-site-settings.js';
import { detailsOf, type RequestDetails } from './request-lifecycle.js';
import { EVENT_SOURCE } from './service-requests.js';

export const SERVICE_REQUEST_WORK_DONE = 'service-request.work-done.v1';

export interface CheckOutMove {
  id: string;
  capturedAt: string;
  workSummary: string;
  correlationId: string;
}

/**
 * The assigned technician is done: the job waits for the company's review, which silence
 * replaces after the configured hours. The summary is the timeline note.
 */
export function checkOut(
  db: Knex,
  technician: SignedInUser,
  settings: OnSiteSettings,
  move: CheckOutMove,
): Promise<RequestDetails> {
  return db.transaction(async (trx) => {
    const request = await lockOwnJob(trx, technician, move.id);
    if (request.status !== 'On site') {
      throw new DomainError('conflict', {
        code: 'job_not_checkoutable',
        message: messages.onSite.notCheckOutable(request.status),
      });
    }
    const capturedAt = onSiteTimeOf(request, move.capturedAt);
    const entry = await insertTimelineEntry(trx, {
      requestId: request.id,
      from: request.status,
      to: 'Work done',
      note: move.workSummary,
      by: moverOf('technician', technician),
    });
    const autoApproveAt = hoursAfter(entry.at, settings.autoApproveHours);
    const done = await updateRequest(trx, request.id, {
      status: 'Work done',
      work_done_at: entry.at,
      work_done_captured_at: capturedAt,
      work_summary: move.workSummary,
      auto_approve_at: autoApproveAt,
    });
    await enqueueEvent(
      trx,
      createEvent(
        SERVICE_REQUEST_WORK_DONE,
        {
          requestId: request.id,
          ticketNumber: request.ticket_number,
          companyId: request.company_id,
          companyEmail: request.submitter_email,
          technicianFirstName: firstNameOf(request.assigned_technician_name),
          workSummary: move.workSummary,
          autoApproveAt: autoApproveAt.toISOString(),
          workDoneAt: entry.at.toISOString(),
        },
        { source: EVENT_SOURCE, correlationId: move.correlationId },
      ),
    );
    return detailsOf(trx, done, 'technician');
  });
}
