import { randomUUID } from 'node:crypto';
import {
  startRelayWithTicker,
  type Knex,
  type Logger,
  type OutboxRelay,
  type Transport,
} from '@rha/kit';
import type { TechnicianApi } from './clients/technician.js';
import type { DispatchSettings } from './dispatch/dispatch-settings.js';
import { runAutoApprovals } from './on-site/auto-approval.js';
import { runCallTimeouts } from './calls/call-timeouts.js';
import type { CallSettings } from './calls/call-settings.js';
import { runMessageDigests } from './messages/message-digest.js';
import { runRatingReveals } from './ratings/rating-reveals.js';
import { runUploadCleanup } from './files/upload-cleanup.js';
import { runDispatchTick } from './dispatch/smart-dispatch.js';

export interface BackgroundWorkOptions {
  db: Knex;
  transport: Transport;
  logger: Logger;
  technician: TechnicianApi;
  settings: DispatchSettings;
  /** Minutes a message may wait unread before its reader is e-mailed. */
  messageDigestMinutes: number;
  calls: Pick<CallSettings, 'ringTimeoutSeconds' | 'idleTimeoutSeconds'>;
  /** Seconds between ticks (smart dispatch, then automatic approval); 0 runs none. */
  tickSeconds: number;
}

/**
 * The outbox relay and, unless turned off, the ticker of smart dispatch, automatic approval and
 * the calls' timeouts. The ticker stops first, so the events of its last tick are still published
 * before the relay drains. The relay's flush is offered to whatever cannot wait for its next pass.
 */
export function startBackgroundWork(options: BackgroundWorkOptions): OutboxRelay {
  const { db, transport, logger } = options;
  return startRelayWithTicker({
    db,
    transport,
    logger,
    ticks: options.tickSeconds > 0 && {
      intervalMs: options.tickSeconds * 1_000,
      component: 'background-work',
      tick: async (now) => {
        const correlationId = randomUUID();
        // Independent jobs: the technician service being down must not hold up approvals.
        const outcomes = await Promise.allSettled([
          runDispatchTick(
            {
              db,
              technicians: options.technician.forCaller({ requestId: correlationId, log: logger }),
              settings: options.settings,
              log: logger,
              correlationId,
            },
            now,
          ),
          runAutoApprovals({ db, correlationId }, now),
          runMessageDigests({ db, delayMinutes: options.messageDigestMinutes, correlationId }, now),
          runUploadCleanup({ db }, now),
          runRatingReveals({ db, correlationId }, now),
          runCallTimeouts({ db, settings: options.calls, correlationId }, now),
        ]);
        for (const outcome of outcomes) {
          if (outcome.status === 'rejected') throw outcome.reason;
        }
      },
    },
  });
}
