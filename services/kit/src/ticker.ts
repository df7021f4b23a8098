import type { Knex } from 'knex';
import { startOutboxRelay, type OutboxRelay } from './bus/outbox.js';
import type { Transport } from './bus/types.js';
import type { Logger } from './logger.js';

export interface Ticker {
  /** Stops ticking; resolves once a tick in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `tick` every `intervalMs`, one at a time: the next is scheduled only once the previous
 * one ended, so a slow tick never overlaps itself. A failing tick is logged and the next one
 * tries again.
 */
export interface TickerOptions {
  intervalMs: number;
  tick(now: Date): Promise<unknown>;
  logger: Logger;
  /** Names the work in the log lines. */
  component: string;
}

export function startTicker(options: TickerOptions): Ticker {
  const log = options.logger.child({ component: options.component });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let failing = false;

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = options.tick(new Date()).then(
        () => {
          if (failing) log.info('background tick recovered');
          failing = false;
        },
        (error: unknown) => {
          // Logged when ticks start failing (database down), not once per tick of the outage.
          if (!failing) log.error({ err: error }, 'background tick failed; retrying');
          failing = true;
        },
      );
      void running.then(schedule);
    }, options.intervalMs);
  }

  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * A service's outbox relay and, unless `ticks` is left out, a ticker beside it. The ticker stops
 * first, so the relay still publishes the events of its last tick before it drains.
 */
export function startRelayWithTicker(options: {
  db: Knex;
  transport: Transport;
  logger: Logger;
  /** The ticker's own options; `false` or left out runs the relay alone. */
  ticks?: Omit<TickerOptions, 'logger'> | false | undefined;
}): OutboxRelay {
  const { db, transport, logger } = options;
  const relay = startOutboxRelay({ db, transport, logger });
  if (!options.ticks) return relay;
  const ticker = startTicker({ ...options.ticks, logger });
  return {
    flush: () => relay.flush(),
    async stop() {
      await ticker.stop();
      await relay.stop();
    },
  };
}
