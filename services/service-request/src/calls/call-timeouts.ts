import type { Knex } from 'knex';
import type { CallSettings } from './call-settings.js';
import { dueCalls } from './calls.repo.js';
import { endCall } from './calls.js';

export interface CallTimeoutDeps {
  db: Knex;
  settings: Pick<CallSettings, 'ringTimeoutSeconds' | 'idleTimeoutSeconds'>;
  /** Ties this tick's events together. */
  correlationId: string;
}

/**
 * Ends the calls nobody is in any more: one that rang unanswered for the ring timeout is missed;
 * an active one nobody signalled or kept alive for the idle timeout (both browsers closed, both
 * links gone) is dropped. Calls another replica is ending are skipped.
 */
export async function runCallTimeouts(deps: CallTimeoutDeps, now: Date): Promise<number> {
  const ringingSince = new Date(now.getTime() - deps.settings.ringTimeoutSeconds * 1_000);
  const silentSince = new Date(now.getTime() - deps.settings.idleTimeoutSeconds * 1_000);
  return deps.db.transaction(async (trx) => {
    const due = await dueCalls(trx, ringingSince, silentSince);
    for (const call of due) {
      await endCall(trx, call, call.status === 'ringing' ? 'missed' : 'dropped', {
        now,
        correlationId: deps.correlationId,
      });
    }
    return due.length;
  });
}
