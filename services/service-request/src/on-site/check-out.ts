import type { SiteFacts } from '@rha/contracts';
import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { applyMove } from '../lifecycle/apply-move.js';
import { onSiteTimeOf } from './captured-times.js';
import { lockOwnJob } from '../lifecycle/job-access.js';
import { firstNameOf, moverOf } from '../lifecycle/movers.js';
import { hoursAfter, type OnSiteSettings } from './on-site-settings.js';
import { detailsOf, type RequestDetails } from '../lifecycle/request-lifecycle.js';
import { recordSiteFacts } from '../site-costs/site-costs.js';
import { isIn } from '../lifecycle/transitions.js';

export interface CheckOutMove {
  id: string;
  capturedAt: string;
  workSummary: string;
  siteFacts: Partial<SiteFacts>;
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
    // Before the move, while the job is still on site and its facts may be recorded.
    if (isIn('onSite', request.status)) await recordSiteFacts(trx, request, move.siteFacts);
    const { request: done } = await applyMove(trx, {
      move: 'checkOut',
      id: request.id,
      by: moverOf('technician', technician),
      note: move.workSummary,
      changes: (at, current) => ({
        work_done_at: at,
        work_done_captured_at: onSiteTimeOf(current, move.capturedAt),
        work_summary: move.workSummary,
        auto_approve_at: hoursAfter(at, settings.autoApproveHours),
      }),
      event: (moved, entry) => ({
        requestId: request.id,
        ticketNumber: request.ticket_number,
        companyId: request.company_id,
        companyEmail: request.submitter_email,
        technicianFirstName: firstNameOf(request.assigned_technician_name),
        workSummary: move.workSummary,
        autoApproveAt: hoursAfter(entry.at, settings.autoApproveHours).toISOString(),
        workDoneAt: entry.at.toISOString(),
      }),
      correlationId: move.correlationId,
    });
    return detailsOf(trx, done, 'technician');
  });
}
