import { atLeast, equal, type DrillReport } from './drill-report.js';
import { emailChecks } from './shared-checks.js';
import type { DrillStack } from './drill-stack.js';
import { readLedger, untilSettled } from './ledger.js';
import { countStatus, startTraffic } from './traffic.js';
import { sleep, trafficTarget, type LoadOptions } from './drill-load.js';

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
  const read = () => readLedger(drill.sql, drill.mailbox.messages());
  const before = await read();
  const traffic = startTraffic(trafficTarget(drill), options.workers, options.pauseMs);
  await sleep(options.loadMs);
  const stoppedAt = Date.now();
  await drill.rabbit.stop();
  const submittedBeforeOutage = traffic.submitted.length;
  await sleep(options.outageMs);
  const submittedDuringOutage = traffic.submitted.length - submittedBeforeOutage;
  await drill.rabbit.start();
  const downForMs = Date.now() - stoppedAt;
  await sleep(options.loadMs);
  await traffic.stop();
  const settling = Date.now();
  const after = await untilSettled(read, options.settleTimeoutMs);
  const settledInS = Math.round((Date.now() - settling) / 1000);

  const writes = traffic.submitted.length;
  const rows = after.rows - before.rows;
  const events = after.delivered - before.delivered;
  const emails = after.received - before.received;
  return {
    drill: 'RabbitMQ outage',
    did: [
      `${options.workers} workers of sign-ins, profile reads and submits`,
      `stopped RabbitMQ for ${(downForMs / 1000).toFixed(1)} s, then started it again`,
    ],
    figures: {
      requests: traffic.answers.length,
      'settled in s': settledInS,
      writes,
      'writes during outage': submittedDuringOutage,
      rows,
      events,
      emails,
      duplicates: after.duplicates - before.duplicates,
      lost: writes - rows,
    },
    checks: [
      atLeast('writes accepted while the broker was down', 1, submittedDuringOutage),
      equal('5xx answers', 0, countStatus(traffic.answers, 500, 600)),
      equal('requests without an answer', 0, countStatus(traffic.answers, 0, 1)),
      equal('service requests stored per accepted write', writes, rows),
      equal('service requests without their event', 0, after.withoutEvent),
      equal('events left unpublished', 0, after.unpublished),
      equal('events delivered to notification', after.outboxed - before.outboxed, events),
      ...emailChecks(before, after, writes),
    ],
  };
}
