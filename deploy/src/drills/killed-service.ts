import type { DrillReport } from './drill-report.js';
import type { DrillStack } from './drill-stack.js';
import { sleep, underLoad, type LoadOptions } from './drill-load.js';
import { loadDescription, loadFigures, outageAnswers, writeChecks } from './shared-checks.js';

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
  const outage = outageAnswers(run.traffic.answers, 'the service was dead');
  return {
    drill: 'Killed service',
    did: [
      loadDescription(options),
      `killed ${victim} (pid ${run.fault.pid}) with SIGKILL; started it again after ${(run.fault.downForMs / 1000).toFixed(1)} s`,
    ],
    figures: { ...loadFigures(run), ...outage.figures },
    checks: [...outage.checks, ...writeChecks(run)],
  };
}
