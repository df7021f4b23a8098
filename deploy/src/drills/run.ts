/**
 * `npm run drills`: starts the processes-shape stack on a Postgres cluster and a RabbitMQ node of its own, runs every drill (or
 * those named as arguments) at full length, prints what each did and counted, and exits 1 when a check
 * failed. DRILL_LENGTH=short runs the versions `npm test` runs.
 */
import { formatReport, passed } from './drill-report.js';
import { startDrillStack } from './drill-stack.js';
import { drills, type DrillLength } from './drills.js';

const length: DrillLength = process.env.DRILL_LENGTH === 'short' ? 'short' : 'full';
const named = process.argv.slice(2);
const chosen = named.length ? drills.filter((drill) => named.includes(drill.name)) : drills;
const unknown = named.filter((name) => !drills.some((drill) => drill.name === name));
if (unknown.length) {
  console.error(
    `unknown drill(s): ${unknown.join(', ')}; known: ${drills.map((d) => d.name).join(', ')}`,
  );
  process.exit(2);
}

const drillStack = await startDrillStack('drills');
// Ctrl-C mid-drill still stops the node, the cluster and the service processes the drills started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`drills: ${signal}, stopping the drill stack\n`);
    void drillStack.stop().finally(() => process.exit(130));
  });
}
let failed = false;
try {
  for (const drill of chosen) {
    const startedAt = Date.now();
    const report = await drill.run(drillStack, length);
    process.stdout.write(`${formatReport(report)}\n`);
    process.stdout.write(`  took ${((Date.now() - startedAt) / 1000).toFixed(0)} s\n\n`);
    failed ||= !passed(report);
  }
} finally {
  await drillStack.stop();
}
if (failed) {
  console.error('DRILLS FAILED: see the FAIL lines above');
  process.exit(1);
}
process.stdout.write(`all ${chosen.length} drill(s) passed (${length})\n`);
