import { atLeast, equal, type DrillReport } from './drill-report.js';
import type { DrillStack } from './drill-stack.js';
import { sleep, trafficTarget, type LoadOptions } from './drill-load.js';
import { readLedger, untilSettled } from './ledger.js';
import { emailChecks, refusalChecks, slowest } from './shared-checks.js';
import { countStatus, startTraffic } from './traffic.js';

export interface PostgresRestartOptions extends LoadOptions {
  /** How long Postgres stays stopped before it starts again. */
  downMs: number;
}

/**
 * Stops and starts the stack's Postgres under load: requests meanwhile fail fast with 502/503
 * problem+json, the services recover by themselves (same processes), resent submits go through once and
 * no request is stored without its event.
 */
export async function postgresRestartDrill(
  drill: DrillStack,
  options: PostgresRestartOptions,
): Promise<DrillReport> {
  const read = () => readLedger(drill.sql, drill.mailbox.messages());
  const before = await read();
  const pidsBefore = { ...drill.stack.pids };
  const traffic = startTraffic(trafficTarget(drill), options.workers, options.pauseMs);
  await sleep(options.loadMs);
  const stoppedAt = Date.now();
  await drill.postgres.stop();
  await sleep(options.downMs);
  await drill.postgres.start();
  const downForMs = Date.now() - stoppedAt;
  const writesBeforeRestart = traffic.submitted.length;
  await sleep(options.loadMs);
  await traffic.stop();
  const settling = Date.now();
  const after = await untilSettled(read, options.settleTimeoutMs);
  const settledInS = Math.round((Date.now() - settling) / 1000);

  const refused = traffic.answers.filter(
    (answer) => answer.status === 502 || answer.status === 503,
  );
  // Sign-ins go to the dev IdP, which stands in for Keycloak and keeps its sessions in the same Postgres;
  // its answers while the database is away are counted, not checked: production runs Keycloak.
  const devIdpErrors = countStatus(traffic.answers, 500, 600, 'sign-in');
  const otherErrors = traffic.answers
    .filter(
      (answer) =>
        answer.status >= 500 && answer.operation !== 'sign-in' && !refused.includes(answer),
    )
    .map((answer) => `${answer.operation} ${answer.status}`);
  const writes = traffic.submitted.length;
  const restarted = Object.entries(pidsBefore).filter(
    ([name, pid]) => drill.stack.pids[name] !== pid,
  );
  return {
    drill: 'Postgres restart',
    did: [
      `${options.workers} workers of sign-ins, profile reads and submits (Idempotency-Key, resent on 5xx)`,
      `stopped Postgres (fast shutdown), started it again after ${(downForMs / 1000).toFixed(1)} s`,
    ],
    figures: {
      requests: traffic.answers.length,
      'settled in s': settledInS,
      writes,
      '502/503 answers': refused.length,
      'slowest 502/503 ms': slowest(refused),
      'other 5xx': otherErrors.join(' / ') || 'none',
      'dev IdP sign-in 5xx': devIdpErrors,
      'resent submits': traffic.resent,
      events: after.delivered - before.delivered,
      emails: after.received - before.received,
      duplicates: traffic.duplicates + after.duplicates - before.duplicates,
      lost: traffic.unaccepted,
    },
    checks: [
      atLeast('502/503 answers while Postgres was down', 1, refused.length),
      equal('5xx answers other than 502/503 (sign-ins aside)', 0, otherErrors.length),
      ...refusalChecks(refused),
      equal('requests without an answer', 0, countStatus(traffic.answers, 0, 1)),
      atLeast('writes accepted after the restart', 1, writes - writesBeforeRestart),
      equal('service processes restarted', 0, restarted.length),
      equal('submits never accepted', 0, traffic.unaccepted),
      equal('resends answered with another request', 0, traffic.duplicates),
      equal('service requests stored per accepted write', writes, after.rows - before.rows),
      equal('service requests without their event', 0, after.withoutEvent),
      ...emailChecks(before, after, writes),
    ],
  };
}
