import { atLeast, equal, type DrillReport } from './drill-report.js';
import type { DrillStack } from './drill-stack.js';
import { sleep, trafficTarget, type LoadOptions } from './drill-load.js';
import { readLedger, untilSettled } from './ledger.js';
import { emailChecks, refusalChecks, slowest } from './shared-checks.js';
import { countStatus, startTraffic } from './traffic.js';

const victim = 'service-request';

export interface KilledServiceOptions extends LoadOptions {
  /** How long the service stays dead before it is started again. */
  downMs: number;
}

/**
 * Kills the service-request process (SIGKILL, mid-request) under load and starts it again: the bff
 * answers 502/503 problem+json quickly meanwhile, resent submits (same Idempotency-Key) succeed once it
 * is back, and nothing is stored twice.
 */
export async function killedServiceDrill(
  drill: DrillStack,
  options: KilledServiceOptions,
): Promise<DrillReport> {
  const read = () => readLedger(drill.sql, drill.mailbox.messages());
  const before = await read();
  const traffic = startTraffic(trafficTarget(drill), options.workers, options.pauseMs);
  await sleep(options.loadMs);
  const pid = drill.stack.pids[victim];
  if (!pid) throw new Error(`no ${victim} process in the stack`);
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  await sleep(options.downMs);
  await drill.stack.restartService(victim);
  const downForMs = Date.now() - killedAt;
  await sleep(options.loadMs);
  await traffic.stop();
  const settling = Date.now();
  const after = await untilSettled(read, options.settleTimeoutMs);
  const settledInS = Math.round((Date.now() - settling) / 1000);

  const refused = traffic.answers.filter(
    (answer) => answer.status === 502 || answer.status === 503,
  );
  const otherErrors = traffic.answers
    .filter((answer) => answer.status >= 500 && !refused.includes(answer))
    .map((answer) => `${answer.operation} ${answer.status}`);
  const writes = traffic.submitted.length;
  const rows = after.rows - before.rows;
  const emails = after.received - before.received;
  return {
    drill: 'Killed service',
    did: [
      `${options.workers} workers of sign-ins, profile reads and submits (Idempotency-Key, resent on 5xx)`,
      `killed ${victim} (pid ${pid}) with SIGKILL; started it again after ${(downForMs / 1000).toFixed(1)} s`,
    ],
    figures: {
      requests: traffic.answers.length,
      'settled in s': settledInS,
      writes,
      '502/503 answers': refused.length,
      'slowest 502/503 ms': slowest(refused),
      'other 5xx': otherErrors.join(' / ') || 'none',
      'resent submits': traffic.resent,
      events: after.delivered - before.delivered,
      emails,
      duplicates: traffic.duplicates + after.duplicates - before.duplicates,
      lost: traffic.unaccepted,
    },
    checks: [
      atLeast('502/503 answers while the service was dead', 1, refused.length),
      equal('5xx answers other than 502/503', 0, otherErrors.length),
      ...refusalChecks(refused),
      equal('requests without an answer', 0, countStatus(traffic.answers, 0, 1)),
      equal('submits never accepted', 0, traffic.unaccepted),
      equal('resends answered with another request', 0, traffic.duplicates),
      equal('service requests stored per accepted write', writes, rows),
      equal('service requests without their event', 0, after.withoutEvent),
      ...emailChecks(before, after, writes),
    ],
  };
}
