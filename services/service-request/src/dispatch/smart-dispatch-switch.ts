import type { Knex } from 'knex';
import { findByIdForUpdate, updateRequest } from '../lifecycle/service-requests.repo.js';
import { queueEntryOf, type QueueEntry } from './dispatch-queue.js';
import { checkGate, notDispatchable } from '../lifecycle/transitions.js';
import { requestNotFound } from '../lifecycle/errors.js';

/**
 * Turns smart dispatch of a waiting request on or off. Off, no wave is scheduled; on again, a
 * request not flagged and with nothing scheduled gets its next wave at the next tick. Offers
 * already out stay open either way.
 */
export async function setSmartDispatch(
  db: Knex,
  setting: { id: string; smartDispatch: boolean },
): Promise<QueueEntry> {
  const request = await db.transaction(async (trx) => {
    const locked = await findByIdForUpdate(trx, setting.id);
    if (!locked) throw requestNotFound();
    checkGate('awaitingTechnician', locked.status, notDispatchable);
    if (!setting.smartDispatch) {
      return updateRequest(trx, locked.id, { smart_dispatch: false, next_wave_at: null });
    }
    const resumesWaves = locked.flagged_at === null && locked.next_wave_at === null;
    return updateRequest(trx, locked.id, {
      smart_dispatch: true,
      ...(resumesWaves && { next_wave_at: new Date() }),
    });
  });
  return queueEntryOf(db, request);
}
