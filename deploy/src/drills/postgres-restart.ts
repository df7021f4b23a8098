import { atLeast, equal, type DrillReport } from './drill-report.js';
import type { DrillStack } from './drill-stack.js';
import { sleep, underLoad, type LoadOptions } from './drill-load.js';
import { loadDescription, loadFigures, outageAnswers, writeChecks } from './shared-checks.js';
import { writeCounts } from './traffic.js';

export interface PostgresRestartOptions extends LoadOptions {
  /** How long Postgres stays stopped before it starts again. */
  downMs: number;
}

/**
 * Stops and starts the stack's Postgres under load: requests meanwhile fail fast with 502/503
 * problem+json, the services recover by themselves (same processes), resent writes go through once and
 * nothing is stored in part.
 */
export async function postgresRestartDrill(
  drill: DrillStack,
  options: PostgresRestartOptions,
): Promise<DrillReport> {
  const pidsBefore = { ...drill.stack.pids };
  const run = await underLoad(drill, options, async () => {
    const stoppedAt = Date.now();
    await drill.postgres.stop();
    await sleep(options.downMs);
    await drill.postgres.start();
    return { downForMs: Date.now() - stoppedAt };
  });
  const outage = outageAnswers(run.traffic.answers, 'Postgres was down');
  const afterRestart = writeCounts(run.traffic, 'submit', run.faultTo).accepted;
  const restarted = Object.entries(pidsBefore).filter(
    ([name, pid]) => drill.stack.pids[name] !== pid,
  );
  return {
    drill: 'Postgres restart',
    did: [
      loadDescription(options),
      `stopped Postgres (fast shutdown), started it again after ${(run.fault.downForMs / 1000).toFixed(1)} s`,
    ],
    figures: { ...loadFigures(run), ...outage.figures },
    checks: [
      ...outage.checks,
      atLeast('writes accepted after the restart', 1, afterRestart),
      equal('service processes restarted', 0, restarted.length),
      ...writeChecks(run),
    ],
  };
}
