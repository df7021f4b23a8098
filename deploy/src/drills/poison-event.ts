import { randomUUID } from 'node:crypto';
import { createAmqpTransport, createLogger } from '@rha/kit';
import { atLeast, equal, type DrillReport } from './drill-report.js';
import type { DrillStack } from './drill-stack.js';
import { sleep, underLoad, type LoadOptions } from './drill-load.js';
import { loadDescription, loadFigures, writeChecks } from './shared-checks.js';
import { countStatus, writeCounts } from './traffic.js';

const poisonedType = 'service-request.submitted.v1';
const consumer = 'notification';
const deadLetterMetric = `events_failed_total{queue="${consumer}.events",outcome="dead_lettered"}`;
const retryMetric = `events_failed_total{queue="${consumer}.events",outcome="retried"}`;

export interface PoisonEventOptions extends LoadOptions {
  /** How long the poison event gets to reach the dead-letter queue (its attempts times the retry delay). */
  deadLetterTimeoutMs: number;
}

/**
 * Publishes an event with a valid envelope whose payload breaks its contract, under load: it must be
 * retried, land in the dead-letter queue and show on notification's metric, while the events behind it
 * keep being delivered.
 */
export async function poisonEventDrill(
  drill: DrillStack,
  options: PoisonEventOptions,
): Promise<DrillReport> {
  const metricsUrl = drill.metricsUrls[consumer] ?? '';
  const retriedBefore = await metricValue(metricsUrl, retryMetric);
  const run = await underLoad(drill, options, async () => {
    const deadLetteredBefore = await metricValue(metricsUrl, deadLetterMetric);
    const poisonId = await publishPoison(drill.rabbit.url);
    const deadline = Date.now() + options.deadLetterTimeoutMs;
    let deadLettered = deadLetteredBefore;
    while (deadLettered === deadLetteredBefore && Date.now() < deadline) {
      await sleep(500);
      deadLettered = await metricValue(metricsUrl, deadLetterMetric);
    }
    return { poisonId, deadLettered: deadLettered - deadLetteredBefore };
  });
  const retried = (await metricValue(metricsUrl, retryMetric)) - retriedBefore;
  const { before, after, traffic } = run;
  return {
    drill: 'Poison event',
    did: [
      loadDescription(options),
      `published ${poisonedType} ${run.fault.poisonId} with a payload that breaks its contract`,
    ],
    figures: { ...loadFigures(run), retries: retried, 'dead-lettered': run.fault.deadLettered },
    checks: [
      atLeast('retries of the poison event', 1, retried),
      equal('dead letters on the metric', 1, run.fault.deadLettered),
      equal('5xx answers', 0, countStatus(traffic.answers, 500, 600)),
      equal(
        'events delivered behind the poison',
        writeCounts(traffic, 'submit').accepted,
        after.delivered - before.delivered,
      ),
      ...writeChecks(run),
    ],
  };
}

async function publishPoison(url: string): Promise<string> {
  const transport = await createAmqpTransport({ url, logger: createLogger('drill', 'warn') });
  const id = randomUUID();
  try {
    await transport.publish({
      id,
      type: poisonedType,
      occurredAt: new Date().toISOString(),
      source: 'drill',
      correlationId: randomUUID(),
      data: { requestId: 'not-a-uuid', ticketNumber: 42 },
    });
  } finally {
    await transport.close();
  }
  return id;
}

/** One series' value from a Prometheus text page; 0 when the series does not exist yet. */
async function metricValue(url: string, series: string): Promise<number> {
  const text = await (await fetch(url)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
