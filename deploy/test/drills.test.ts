import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport, type DrillReport } from '../src/drills/drill-report.js';
import { startDrillStack, type DrillStack } from '../src/drills/drill-stack.js';
import { drills } from '../src/drills/drills.js';

/**
 * The short drills, against a stack on a Postgres cluster and a RabbitMQ node of their own: the machine's
 * servers, which other suites use meanwhile, stay up.
 */
describe('drills (short)', () => {
  let drillStack: DrillStack;

  beforeAll(async () => {
    // E-mail retries 1 s apart at first, so the short SMTP outage is over in seconds.
    drillStack = await startDrillStack('drill-test', { EMAIL_RETRY_BASE_MS: '1000' });
  }, 180_000);

  afterAll(async () => {
    await drillStack?.stop();
  }, 60_000);

  for (const drill of drills) {
    it(`${drill.name}: every check holds`, async () => {
      const report: DrillReport = await drill.run(drillStack, 'short');
      process.stdout.write(`${formatReport(report)}\n`);
      const failed = report.checks.filter((check) => !check.ok);
      expect(failed, formatReport(report)).toEqual([]);
    }, 240_000);
  }
});
