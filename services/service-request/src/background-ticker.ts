import type { Logger } from '@rha/kit';

export interface Ticker {
  /** Stops ticking; resolves once a tick in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `tick` every `intervalMs`, one at a time: the next is scheduled only once the previous
 * one ended, so a slow tick never overlaps itself. A failing tick is logged and the next one
 * tries again.
 */
export function startTicker(options: {
  intervalMs: number;
  tick(now: Date): Promise<unknown>;
  logger: Logger;
}): Ticker {
  const log = options.logger.child({ component: 'smart-dispatch' });
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
