import { randomUUID } from 'node:crypto';
import { startOutboxRelay, type Knex, type Logger, type Stoppable, type Transport } from '@rha/kit';
import type { TechnicianApi } from './clients/technician.js';
import type { DispatchSettings } from './domain/dispatch-settings.js';
import { startDispatchTicker } from './domain/dispatch-ticker.js';
import { runDispatchTick } from './domain/smart-dispatch-tick.js';

export interface BackgroundWorkOptions {
  db: Knex;
  transport: Transport;
  logger: Logger;
  technician: TechnicianApi;
  settings: DispatchSettings;
  /** Seconds between smart-dispatch ticks; 0 runs none. */
  tickSeconds: number;
}

/**
 * The outbox relay and, unless turned off, the smart-dispatch ticker. The ticker stops first, so
 * the events of its last tick are still published before the relay drains.
 */
export function startBackgroundWork(options: BackgroundWorkOptions): Stoppable {
  const { db, transport, logger } = options;
  const relay = startOutboxRelay({ db, transport, logger });
  if (options.tickSeconds === 0) return relay;
  const ticker = startDispatchTicker({
    intervalMs: options.tickSeconds * 1_000,
    logger,
    tick: (now) => {
      const correlationId = randomUUID();
      return runDispatchTick(
        {
          db,
          technicians: options.technician.forCaller({ requestId: correlationId, log: logger }),
          settings: options.settings,
          log: logger,
          correlationId,
        },
        now,
      );
    },
  });
  return {
    async stop() {
      await ticker.stop();
      await relay.stop();
    },
  };
}
