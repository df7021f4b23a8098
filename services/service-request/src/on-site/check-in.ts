import type { DeviceLocation } from '@rha/contracts';
import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { applyMove } from '../lifecycle/apply-move.js';
import { lockOwnJob } from '../lifecycle/job-access.js';
import { firstNameOf, moverOf } from '../lifecycle/movers.js';
import { detailsOf, type RequestDetails } from '../lifecycle/request-lifecycle.js';

export interface CheckInMove {
  id: string;
  capturedAt: string;
  /** Only when the technician chose to share it. */
  location: DeviceLocation | null;
  correlationId: string;
}

/**
 * The assigned technician arrives: the job is On site, the company is told. The timeline says
 * so without the coordinates, which only the report shows.
 */
export function checkIn(
  db: Knex,
  technician: SignedInUser,
  move: CheckInMove,
): Promise<RequestDetails> {
  return db.transaction(async (trx) => {
    const request = await lockOwnJob(trx, technician, move.id);
    const { request: onSite } = await applyMove(trx, {
      move: 'checkIn',
      id: request.id,
      by: moverOf('technician', technician),
      note: 'Checked in',
      changes: (at) => ({
        checked_in_at: at,
        check_in_captured_at: new Date(move.capturedAt),
        check_in_location: move.location,
      }),
      event: (_, entry) => ({
        requestId: request.id,
        ticketNumber: request.ticket_number,
        companyId: request.company_id,
        companyEmail: request.submitter_email,
        technicianFirstName: firstNameOf(request.assigned_technician_name),
        capturedAt: new Date(move.capturedAt).toISOString(),
        checkedInAt: entry.at.toISOString(),
      }),
      correlationId: move.correlationId,
    });
    return detailsOf(trx, onSite, 'technician');
  });
}
