import { atLeast, equal, type DrillReport } from './drill-report.js';
import type { DrillStack } from './drill-stack.js';
import { sleep, underLoad, type LoadOptions } from './drill-load.js';
import { loadDescription, loadFigures, writeChecks } from './shared-checks.js';
import { countStatus, writeCounts } from './traffic.js';

export interface RabbitMqOutageOptions extends LoadOptions {
  /** How long the broker stays down. */
  outageMs: number;
}

/**
 * Stops the stack's RabbitMQ under load and starts it again: writes must commit meanwhile (the outbox
 * keeps their events), and once it is back every event is delivered and every e-mail sent exactly once.
 */
export async function rabbitMqOutageDrill(
  drill: DrillStack,
  options: RabbitMqOutageOptions,
): Promise<DrillReport> {
  const run = await underLoad(drill, options, async () => {
    await drill.rabbit.stop();
    const stoppedAt = Date.now();
    await sleep(options.outageMs);
    const restartedAt = Date.now();
    await drill.rabbit.start();
    return { stoppedAt, restartedAt };
  });
  const { before, after, traffic } = run;
  const { stoppedAt, restartedAt } = run.fault;
  const duringOutage = writeCounts(traffic, 'submit', stoppedAt, restartedAt).accepted;
  return {
    drill: 'RabbitMQ outage',
    did: [
      loadDescription(options),
      `stopped RabbitMQ for ${((restartedAt - stoppedAt) / 1000).toFixed(1)} s, then started it again`,
    ],
    figures: { ...loadFigures(run), 'writes during outage': duringOutage },
    checks: [
      atLeast('writes accepted while the broker was down', 1, duringOutage),
      equal('5xx answers', 0, countStatus(traffic.answers, 500, 600)),
      equal('requests without an answer', 0, countStatus(traffic.answers, 0, 1)),
      equal('events left unpublished', 0, after.unpublished),
      equal(
        'events delivered to notification',
        after.outboxed - before.outboxed,
        after.delivered - before.delivered,
      ),
      ...writeChecks(run),
    ],
  };
}
