import { messages, type ServiceRequestStatus } from '@rha/contracts';
import { createEvent, DomainError, enqueueEvent } from '@rha/kit';
import type { Knex } from 'knex';
import { updateRequest, type ServiceRequestRow } from '../db/service-requests.repo.js';
import { insertTimelineEntry } from '../db/timeline.repo.js';
import { lockJob, type JobActor } from './job-access.js';
import { firstNameOf, moverOf } from './movers.js';
import { detailsOf, type RequestDetails } from './request-lifecycle.js';
import { EVENT_SOURCE } from './service-requests.js';

export const SERVICE_REQUEST_ON_HOLD = 'service-request.on-hold.v1';
export const SERVICE_REQUEST_RESUMED = 'service-request.resumed.v1';

const HOLDABLE: readonly ServiceRequestStatus[] = ['Accepted', 'On hold'];

export interface Hold {
  id: string;
  reason: string;
  eta: string;
  correlationId: string;
}

export interface Resumption {
  id: string;
  correlationId: string;
}

/** The arrival of an assigned job, which the database keeps set while it is Accepted or On hold. */
function etaOf(request: ServiceRequestRow): Date {
  if (!request.eta) throw new Error(`service request ${request.id} is held without an arrival`);
  return request.eta;
}

/**
 * Pauses an accepted job (weather, mostly) with the reason and the new arrival; holding a held
 * job again replaces both. The company is told through `service-request.on-hold.v1`.
 */
export function holdRequest(db: Knex, actor: JobActor, hold: Hold): Promise<RequestDetails> {
  return db.transaction(async (trx) => {
    const request = await lockJob(trx, actor, hold.id);
    if (!HOLDABLE.includes(request.status)) {
      throw new DomainError('conflict', {
        code: 'request_not_holdable',
        message: messages.dispatch.notHoldable(request.status),
      });
    }
    const held = await updateRequest(trx, request.id, {
      status: 'On hold',
      eta: new Date(hold.eta),
    });
    const entry = await insertTimelineEntry(trx, {
      requestId: request.id,
      from: request.status,
      to: held.status,
      note: hold.reason,
      by: moverOf(actor.role, actor.user),
    });
    await enqueueEvent(
      trx,
      createEvent(
        SERVICE_REQUEST_ON_HOLD,
        {
          requestId: request.id,
          ticketNumber: request.ticket_number,
          companyId: request.company_id,
          companyEmail: request.submitter_email,
          technicianFirstName: firstNameOf(request.assigned_technician_name),
          heldBy: actor.role,
          reason: hold.reason,
          eta: etaOf(held).toISOString(),
          heldAt: entry.at.toISOString(),
        },
        { source: EVENT_SOURCE, correlationId: hold.correlationId },
      ),
    );
    return detailsOf(trx, held, actor.role);
  });
}

/** Takes a held job up again with the arrival of its hold; the company is told. */
export function resumeRequest(
  db: Knex,
  actor: JobActor,
  resumption: Resumption,
): Promise<RequestDetails> {
  return db.transaction(async (trx) => {
    const request = await lockJob(trx, actor, resumption.id);
    if (request.status !== 'On hold') {
      throw new DomainError('conflict', {
        code: 'request_not_resumable',
        message: messages.dispatch.notResumable(request.status),
      });
    }
    const resumed = await updateRequest(trx, request.id, { status: 'Accepted' });
    const entry = await insertTimelineEntry(trx, {
      requestId: request.id,
      from: request.status,
      to: resumed.status,
      note: '',
      by: moverOf(actor.role, actor.user),
    });
    await enqueueEvent(
      trx,
      createEvent(
        SERVICE_REQUEST_RESUMED,
        {
          requestId: request.id,
          ticketNumber: request.ticket_number,
          companyId: request.company_id,
          companyEmail: request.submitter_email,
          technicianFirstName: firstNameOf(request.assigned_technician_name),
          resumedBy: actor.role,
          eta: etaOf(resumed).toISOString(),
          resumedAt: entry.at.toISOString(),
        },
        { source: EVENT_SOURCE, correlationId: resumption.correlationId },
      ),
    );
    return detailsOf(trx, resumed, actor.role);
  });
}
