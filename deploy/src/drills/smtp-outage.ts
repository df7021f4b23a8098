import { atLeast, equal, type DrillReport } from './drill-report.js';
import type { DrillStack } from './drill-stack.js';
import { sleep, underLoad, type LoadOptions } from './drill-load.js';
import { readLedger } from './ledger.js';
import { loadDescription, loadFigures, writeChecks } from './shared-checks.js';
import { countStatus } from './traffic.js';

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
  const run = await underLoad(drill, options, async () => {
    await drill.mailbox.down();
    const atDown = await readLedger(drill);
    const downAt = Date.now();
    await sleep(options.downMs);
    const beforeUp = await readLedger(drill);
    await drill.mailbox.up();
    return {
      downForMs: Date.now() - downAt,
      receivedWhileDown: beforeUp.received - atDown.received,
      queuedWhileDown: beforeUp.emailsQueued - atDown.emailsQueued,
    };
  });
  const { before, after, traffic, fault } = run;
  return {
    drill: 'SMTP outage',
    did: [
      loadDescription(options),
      `SMTP refused connections for ${(fault.downForMs / 1000).toFixed(1)} s, then accepted them again`,
    ],
    figures: {
      ...loadFigures(run),
      'e-mails queued while down': fault.queuedWhileDown,
      'e-mails received while down': fault.receivedWhileDown,
      'e-mails retried': after.emailsRetried - before.emailsRetried,
      'given up': after.emailsFailed - before.emailsFailed,
    },
    checks: [
      equal('5xx answers', 0, countStatus(traffic.answers, 500, 600)),
      equal('e-mails received while SMTP was down', 0, fault.receivedWhileDown),
      atLeast(
        'e-mails that waited and were retried',
        1,
        after.emailsRetried - before.emailsRetried,
      ),
      equal('e-mails given up on', 0, after.emailsFailed - before.emailsFailed),
      ...writeChecks(run),
    ],
  };
}
