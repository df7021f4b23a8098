/**
 * The e-mail row of `npm run bench`: how many e-mails a second the notification service sends into the
 * local mail sink, sustained for a minute. E-mails are written straight into notification's e-mail log, as
 * the event handlers queue them, and a feeder keeps a backlog waiting so the dispatcher never runs dry;
 * the sink counts what arrives in each ten seconds. Then the backlog drains and every e-mail the bench
 * queued must have arrived exactly once.
 */
import pg from 'pg';
import type { DrillMailbox } from '../drills/drill-mailbox.js';

/** Every ten-second slice of the minute at least this many e-mails a second. */
export const emailTarget = { minPerSecond: 100 };
const measuredSeconds = 60;
const sliceSeconds = 10;
/** Sending before the minute starts: the pool's connections open, the process warms up. */
const warmUpSeconds = 5;
/** E-mails kept waiting ahead of the dispatcher: far more than it sends between two top-ups. */
const backlog = 1_000;
const topUpEveryMs = 200;
const drainTimeoutMs = 120_000;
const notificationSchema = 'notification';
/** Marks the bench's rows, so a run clears what an interrupted one left behind. */
const benchTemplate = 'bench-email';

export interface EmailMeasurement {
  seconds: number;
  /** E-mails the sink received in the measured minute, per second. */
  perSecond: number;
  /** The slowest ten seconds of the minute, per second. */
  slowestSlicePerSecond: number;
  queued: number;
  /** Distinct bench e-mails the sink holds, and the copies beyond the first. */
  receivedOnce: number;
  duplicates: number;
  /** Queued but never received. */
  lost: number;
  /** Sent only on a later attempt. */
  retried: number;
  /** Each queued e-mail was received, none twice. */
  exactlyOnce: boolean;
}

/** The size of a real e-mail of the product: a service request's confirmation is 3.4 KB of HTML. */
function body(): { html: string; text: string } {
  const paragraph =
    'The clinic router drops every evening; please power cycle it, check the uplink and swap it for the spare.';
  const html = `<!doctype html><html><body><table role="presentation">${Array.from(
    { length: 24 },
    (_, n) => `<tr><td><p>${n + 1}. ${paragraph}</p></td></tr>`,
  ).join('')}</table></body></html>`;
  const text = Array.from({ length: 8 }, () => paragraph).join('\n\n');
  return { html, text };
}

export async function benchEmail(
  databaseUrl: string,
  mailbox: DrillMailbox,
): Promise<EmailMeasurement> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const emails = `${notificationSchema}.emails`;
  const run = `bench e-mail ${Date.now()}`;
  const isOurs = (subject: string) => subject.startsWith(`${run} #`);
  const receivedCount = () => mailbox.messages().filter((m) => isOurs(m.subject)).length;
  try {
    await client.query(`delete from ${emails} where template = $1`, [benchTemplate]);
    const { html, text } = body();
    let queued = 0;
    let feeding = true;
    const topUp = async () => {
      const { rows } = await client.query<{ pending: string }>(
        `select count(*) as pending from ${emails} where template = $1 and status = 'pending'`,
        [benchTemplate],
      );
      const missing = backlog - Number(rows[0]?.pending ?? 0);
      if (missing <= 0) return;
      await client.query(
        `insert into ${emails} (template, recipient, subject, html, text)
         select $1, 'bench-' || n || '@example.com', $2 || n, $3, $4
         from generate_series($5::int, $6::int) n`,
        [benchTemplate, `${run} #`, html, text, queued + 1, queued + missing],
      );
      queued += missing;
    };
    const feeder = (async () => {
      while (feeding) {
        await topUp();
        await sleep(topUpEveryMs);
      }
    })();

    let feederFailed: unknown;
    try {
      await sleep(warmUpSeconds * 1000);
      const counts = [receivedCount()];
      for (let slice = 0; slice < measuredSeconds / sliceSeconds; slice += 1) {
        await sleep(sliceSeconds * 1000);
        counts.push(receivedCount());
      }
      const slices = counts.slice(1).map((count, n) => (count - (counts[n] ?? 0)) / sliceSeconds);
      const perSecond = ((counts.at(-1) ?? 0) - (counts[0] ?? 0)) / measuredSeconds;
      feeding = false;
      await feeder.catch((error: unknown) => {
        feederFailed = error;
      });
      if (feederFailed) throw feederFailed;

      const drained = await drain(client, emails);
      const subjects = mailbox.messages().filter((m) => isOurs(m.subject));
      const receivedOnce = new Set(subjects.map((m) => m.subject)).size;
      const { rows } = await client.query<{ retried: string }>(
        `select count(*) filter (where attempts > 1) as retried from ${emails} where template = $1`,
        [benchTemplate],
      );
      const duplicates = subjects.length - receivedOnce;
      const lost = queued - receivedOnce;
      return {
        seconds: measuredSeconds,
        perSecond: Math.round(perSecond),
        slowestSlicePerSecond: Math.round(Math.min(...slices)),
        queued,
        receivedOnce,
        duplicates,
        lost,
        retried: Number(rows[0]?.retried ?? 0),
        exactlyOnce: drained && duplicates === 0 && lost === 0,
      };
    } finally {
      feeding = false;
      await feeder.catch(() => undefined);
    }
  } finally {
    await client.query(`delete from ${emails} where template = $1`, [benchTemplate]).catch(() => 0);
    await client.end();
  }
}

/** Whether every bench e-mail left the log as sent before the timeout. */
async function drain(client: pg.Client, emails: string): Promise<boolean> {
  const deadline = Date.now() + drainTimeoutMs;
  for (;;) {
    const { rows } = await client.query<{ waiting: string }>(
      `select count(*) as waiting from ${emails} where template = $1 and status <> 'sent'`,
      [benchTemplate],
    );
    if (Number(rows[0]?.waiting ?? 1) === 0) return true;
    if (Date.now() > deadline) return false;
    await sleep(500);
  }
}

/** Whether the minute holds the target in every slice and each e-mail arrived once. */
export function emailTargetHolds(m: EmailMeasurement): boolean {
  return m.slowestSlicePerSecond >= emailTarget.minPerSecond && m.exactlyOnce;
}

/** The line `npm run bench` prints of the e-mail row's target. */
export function emailTargetLine(m: EmailMeasurement): string {
  return `e-mails into the mail sink = ${m.perSecond}/s over ${m.seconds} s, slowest ${sliceSeconds} s ${m.slowestSlicePerSecond}/s; ${m.queued} queued, ${m.receivedOnce} received once, ${m.duplicates} twice, ${m.lost} lost, ${m.retried} retried (target >= ${emailTarget.minPerSecond}/s in every ${sliceSeconds} s, each once: ${emailTargetHolds(m) ? 'yes' : 'NO'})`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
