import { atLeast, equal, type DrillReport } from './drill-report.js';
import { emailChecks } from './shared-checks.js';
import type { DrillStack } from './drill-stack.js';
import { sleep, trafficTarget, type LoadOptions } from './drill-load.js';
import { readLedger, untilSettled } from './ledger.js';
import { countStatus, startTraffic } from './traffic.js';

export interface SmtpOutageOptions extends LoadOptions {
  /** How long the SMTP server refuses connections. */
  downMs: number;
}

/**
 * Takes the SMTP server down under load and brings it back: the e-mails queued meanwhile wait in
 * notification's log (retried with backoff) and each goes out once when it returns.
 */
export async function smtpOutageDrill(
  drill: DrillStack,
  options: SmtpOutageOptions,
): Promise<DrillReport> {
  const read = () => readLedger(drill.sql, drill.mailbox.messages());
  const before = await read();
  await drill.mailbox.down();
  const downAt = Date.now();
  const traffic = startTraffic(trafficTarget(drill), options.workers, options.pauseMs);
  await sleep(options.downMs);
  await traffic.stop();
  const duringOutage = await read();
  await drill.mailbox.up();
  const downForMs = Date.now() - downAt;
  const settling = Date.now();
  const after = await untilSettled(read, options.settleTimeoutMs);
  const settledInS = Math.round((Date.now() - settling) / 1000);

  const writes = traffic.submitted.length;
  return {
    drill: 'SMTP outage',
    did: [
      `${options.workers} workers of sign-ins, profile reads and submits while SMTP was down`,
      `SMTP refused connections for ${(downForMs / 1000).toFixed(1)} s, then accepted them again`,
    ],
    figures: {
      requests: traffic.answers.length,
      writes,
      'e-mails received while down': duringOutage.received - before.received,
      'e-mails retried': after.emailsRetried - before.emailsRetried,
      'sent in s after SMTP returned': settledInS,
      emails: after.received - before.received,
      duplicates: after.duplicates - before.duplicates,
      'given up': after.emailsFailed - before.emailsFailed,
    },
    checks: [
      equal('5xx answers', 0, countStatus(traffic.answers, 500, 600)),
      equal('e-mails received while SMTP was down', 0, duringOutage.received - before.received),
      atLeast(
        'e-mails that waited and were retried',
        1,
        after.emailsRetried - before.emailsRetried,
      ),
      equal('e-mails given up on', 0, after.emailsFailed - before.emailsFailed),
      ...emailChecks(before, after, writes),
    ],
  };
}
