import type { Knex } from 'knex';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { applyMove } from '../lifecycle/apply-move.js';
import { lockJob, type JobActor } from '../lifecycle/job-access.js';
import { firstNameOf, moverOf } from '../lifecycle/movers.js';
import { detailsOf, type RequestDetails } from '../lifecycle/request-lifecycle.js';

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
    const { request: held } = await applyMove(trx, {
      move: 'hold',
      id: request.id,
      by: moverOf(actor.role, actor.user),
      note: hold.reason,
      changes: () => ({ eta: new Date(hold.eta) }),
      event: (moved, entry) => ({
        requestId: request.id,
        ticketNumber: request.ticket_number,
        companyId: request.company_id,
        companyEmail: request.submitter_email,
        technicianFirstName: firstNameOf(request.assigned_technician_name),
        heldBy: actor.role,
        reason: hold.reason,
        eta: etaOf(moved).toISOString(),
        heldAt: entry.at.toISOString(),
      }),
      correlationId: hold.correlationId,
    });
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
    const { request: resumed } = await applyMove(trx, {
      move: 'resume',
      id: request.id,
      by: moverOf(actor.role, actor.user),
      note: '',
      event: (moved, entry) => ({
        requestId: request.id,
        ticketNumber: request.ticket_number,
        companyId: request.company_id,
        companyEmail: request.submitter_email,
        technicianFirstName: firstNameOf(request.assigned_technician_name),
        resumedBy: actor.role,
        eta: etaOf(moved).toISOString(),
        resumedAt: entry.at.toISOString(),
      }),
      correlationId: resumption.correlationId,
    });
    return detailsOf(trx, resumed, actor.role);
  });
}
