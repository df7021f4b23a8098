import { messages, type DeviceLocation, type ServiceRequestStatus } from '@rha/contracts';
import { createEvent, DomainError, enqueueEvent, type SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { updateRequest } from '../db/service-requests.repo.js';
import { insertTimelineEntry } from '../db/timeline.repo.js';
import { lockOwnJob } from './job-access.js';
import { firstNameOf, moverOf } from './movers.js';
import { detailsOf, type RequestDetails } from './request-lifecycle.js';
import { EVENT_SOURCE } from './service-requests.js';

export const SERVICE_REQUEST_CHECKED_IN = 'service-request.checked-in.v1';

/** A held job can be checked in to as well: the technician made it after all. */
const CHECK_IN_FROM: readonly ServiceRequestStatus[] = ['Accepted', 'On hold'];

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
    if (!CHECK_IN_FROM.includes(request.status)) {
      throw new DomainError('conflict', {
        code: 'job_not_checkinable',
        message: messages.onSite.notCheckInable(request.status),
      });
    }
    const entry = await insertTimelineEntry(trx, {
      requestId: request.id,
      from: request.status,
      to: 'On site',
      note: 'Checked in',
      by: moverOf('technician', technician),
    });
    const onSite = await updateRequest(trx, request.id, {
      status: 'On site',
      checked_in_at: entry.at,
      check_in_captured_at: new Date(move.capturedAt),
      check_in_location: move.location,
    });
    await enqueueEvent(
      trx,
      createEvent(
        SERVICE_REQUEST_CHECKED_IN,
        {
          requestId: request.id,
          ticketNumber: request.ticket_number,
          companyId: request.company_id,
          companyEmail: request.submitter_email,
          technicianFirstName: firstNameOf(request.assigned_technician_name),
          capturedAt: new Date(move.capturedAt).toISOString(),
          checkedInAt: entry.at.toISOString(),
        },
        { source: EVENT_SOURCE, correlationId: move.correlationId },
      ),
    );
    return detailsOf(trx, onSite, 'technician');
  });
}
