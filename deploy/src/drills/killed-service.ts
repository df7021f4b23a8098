import { atLeast, equal, type DrillReport } from './drill-report.js';
import type { DrillStack } from './drill-stack.js';
import { sleep, underLoad, type LoadOptions } from './drill-load.js';
import { loadFigures, refusalChecks, serverErrors, slowest, writeChecks } from './shared-checks.js';
import { countStatus } from './traffic.js';

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
  const run = await underLoad(drill, options, async () => {
    const pid = drill.stack.pids[victim];
    if (!pid) throw new Error(`no ${victim} process in the stack`);
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    await sleep(options.downMs);
    await drill.stack.restartService(victim);
    return { pid, downForMs: Date.now() - killedAt };
  });
  const { refused, others } = serverErrors(run.traffic.answers);
  return {
    drill: 'Killed service',
    did: [
      `${options.workers} k6 virtual users of sign-ins, profile reads, submits and registrations (Idempotency-Key, resent on 5xx)`,
      `killed ${victim} (pid ${run.fault.pid}) with SIGKILL; started it again after ${(run.fault.downForMs / 1000).toFixed(1)} s`,
    ],
    figures: {
      ...loadFigures(run),
      '502/503 answers': refused.length,
      'slowest 502/503 ms': slowest(refused),
      'other 5xx': others.join(' / ') || 'none',
    },
    checks: [
      atLeast('502/503 answers while the service was dead', 1, refused.length),
      equal('5xx answers other than 502/503', 0, others.length),
      ...refusalChecks(refused),
      equal('requests without an answer', 0, countStatus(run.traffic.answers, 0, 1)),
      ...writeChecks(run),
    ],
  };
}
