import type { DrillReport } from './drill-report.js';
import type { DrillStack } from './drill-stack.js';
import { killedServiceDrill } from './killed-service.js';
import { poisonEventDrill } from './poison-event.js';
import { postgresRestartDrill } from './postgres-restart.js';
import { rabbitMqOutageDrill } from './rabbitmq-outage.js';
import { smtpOutageDrill } from './smtp-outage.js';

export type DrillLength = 'full' | 'short';

export interface Drill {
  name: string;
  run(drill: DrillStack, length: DrillLength): Promise<DrillReport>;
}

const load = {
  full: {
    workers: 3,
    pauseMs: 250,
    registrantsPerWorker: 20,
    loadMs: 20_000,
    settleTimeoutMs: 300_000,
  },
  short: {
    workers: 2,
    pauseMs: 300,
    registrantsPerWorker: 3,
    loadMs: 3_000,
    settleTimeoutMs: 90_000,
  },
};

/** Every drill, in the order `npm run drills` runs them; each leaves the stack whole again. */
export const drills: Drill[] = [
  {
    name: 'rabbitmq-outage',
    run: (drill, length) =>
      rabbitMqOutageDrill(drill, { ...load[length], outageMs: length === 'full' ? 30_000 : 5_000 }),
  },
  {
    name: 'poison-event',
    // Kit's default policy: 5 attempts 5 s apart.
    run: (drill, length) =>
      poisonEventDrill(drill, { ...load[length], deadLetterTimeoutMs: 60_000 }),
  },
  {
    name: 'killed-service',
    run: (drill, length) =>
      killedServiceDrill(drill, { ...load[length], downMs: length === 'full' ? 10_000 : 3_000 }),
  },
  {
    name: 'postgres-restart',
    run: (drill, length) =>
      postgresRestartDrill(drill, { ...load[length], downMs: length === 'full' ? 15_000 : 3_000 }),
  },
  {
    name: 'smtp-outage',
    run: (drill, length) =>
      smtpOutageDrill(drill, {
        ...load[length],
        downMs: length === 'full' ? smtpDownMs() : 8_000,
        // Notification's backoff doubles from EMAIL_RETRY_BASE_MS (10 s): after a long outage the
        // last wait before a retry can be as long as the outage itself.
        settleTimeoutMs: length === 'full' ? smtpDownMs() + 300_000 : 60_000,
      }),
  },
];

/** Ten minutes, or DRILL_SMTP_DOWN_SECONDS to run the full drill shorter. */
function smtpDownMs(): number {
  const seconds = Number(process.env.DRILL_SMTP_DOWN_SECONDS ?? 600);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`DRILL_SMTP_DOWN_SECONDS must be a positive number of seconds, got ${seconds}`);
  }
  return seconds * 1000;
}
