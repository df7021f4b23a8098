import { describePay, RATE_CARD, type JobPay } from '@rha/contracts';
import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import {
  findByIdForUpdate,
  updateRequest,
  type ServiceRequestRow,
} from '../lifecycle/service-requests.repo.js';
import { insertTimelineEntry } from '../lifecycle/timeline.repo.js';
import { isIn } from '../lifecycle/transitions.js';
import { requestNotFound } from '../lifecycle/errors.js';
import { moverOf } from '../lifecycle/movers.js';
import { payLocked } from './pay-errors.js';

/** What the request pays: the admin's figure (or, once taken, the agreed one), else the rate card's. */
export function payOf(request: ServiceRequestRow): JobPay {
  return request.pay ?? RATE_CARD[request.service_type];
}

export interface RequestPay {
  pay: JobPay;
  paySetByAdmin: boolean;
}

/**
 * An admin sets what the request's next offers pay, while no technician holds it. Offers already
 * made keep theirs: a technician answers the pay they were shown.
 */
export async function setRequestPay(
  db: Knex,
  admin: SignedInUser,
  change: { id: string; pay: JobPay },
): Promise<RequestPay> {
  return db.transaction(async (trx) => {
    const request = await findByIdForUpdate(trx, change.id);
    if (!request) throw requestNotFound();
    if (!isIn('awaitingTechnician', request.status)) throw payLocked();
    const updated = await updateRequest(trx, request.id, { pay: change.pay });
    await insertTimelineEntry(trx, {
      requestId: request.id,
      from: request.status,
      to: request.status,
      note: `Pay set to ${describePay(change.pay)}`,
      by: moverOf('admin', admin),
    });
    return { pay: payOf(updated), paySetByAdmin: true };
  });
}
