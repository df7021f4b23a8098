import type { Knex, Logger } from '@rha/kit';
import {
  claimDueEmails,
  markEmailFailed,
  markEmailsSent,
  scheduleEmailRetry,
  type EmailRow,
  type SentEmail,
} from '../db/emails.repo.js';
import type { MailSender } from '../mail/smtp.js';
import { retryDelayMs } from './retry.js';
import { writeTogether } from './write-together.js';

/** Wait between attempts to record a sent e-mail while the database is away. */
const recordRetryMs = 500;

export interface EmailDispatcherOptions {
  db: Knex;
  sender: MailSender;
  /** MAIL_FROM. */
  from: string;
  logger: Logger;
  /** Attempts before an e-mail is marked failed. */
  maxAttempts: number;
  /** Wait before the first retry; doubles per attempt. */
  retryBaseMs: number;
  /** How often due e-mails are looked for when nobody calls wake(). Default 1 s. */
  intervalMs?: number;
  /**
   * E-mails being sent at once. A pass claims only as many as are free of these places, so an e-mail
   * is claimed when its send can start: its lease covers one send, not a wait behind others.
   */
  parallelism: number;
  /** How long a claimed e-mail is left alone by other dispatchers; above the SMTP timeouts. */
  leaseMs?: number;
}

export interface EmailDispatcher {
  /** Looks for due e-mails now (after a commit that queued one) instead of at the next tick. */
  wake(): void;
  /** Runs one pass now and resolves, once every send in flight is done, with the number its pass sent. */
  flush(): Promise<number>;
  /** Stops polling, waits for the sends in progress, closes the SMTP transport. */
  stop(): Promise<void>;
}

/**
 * Sends pending e-mails from the log, `parallelism` at a time. Each is claimed with a lease (`for
 * update skip locked`, so replicas share the work), sent, then marked sent; a failed attempt is
 * recorded with its error and retried with exponential backoff until `maxAttempts`, after which it
 * stays in the log as failed. While a backlog lasts, sends never wait for a whole pass to finish:
 * once half the places are free, the next pass claims e-mails for them.
 */
export function startEmailDispatcher(options: EmailDispatcherOptions): EmailDispatcher {
  const { db, sender, from, maxAttempts, retryBaseMs, parallelism } = options;
  const intervalMs = options.intervalMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const log = options.logger.child({ component: 'email-dispatcher' });
  let stopped = false;
  let passesFailing = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sending = new Set<Promise<boolean>>();
  /** Whether the last pass filled every free place, so more may be due once places free up. */
  let backlog = false;
  // Sends of a pass finish close together: their records share statements instead of queueing for
  // the database one by one.
  const markSent = writeTogether((sent: SentEmail[]) => markEmailsSent(db, sent));

  /** One pass at a time, so wake(), flush() and the timer never claim more than the free places. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = running.then(work);
    running = result.catch(() => undefined);
    return result;
  }

  async function deliver(email: EmailRow, leaseEnds: number): Promise<boolean> {
    let messageId: string;
    try {
      ({ messageId } = await sender.send({
        from,
        to: email.recipient,
        replyTo: email.reply_to
          ? { address: email.reply_to, name: email.reply_to_name ?? undefined }
          : undefined,
        subject: email.subject,
        html: email.html,
        text: email.text,
      }));
    } catch (error) {
      await scheduleOrGiveUp(email, describe(error));
      return false;
    }
    await recordSent(email, messageId, leaseEnds);
    log.info(
      { emailId: email.id, template: email.template, attempts: email.attempts },
      'e-mail sent',
    );
    return true;
  }

  async function scheduleOrGiveUp(email: EmailRow, reason: string): Promise<void> {
    const context = {
      emailId: email.id,
      template: email.template,
      attempts: email.attempts,
      reason,
    };
    if (email.attempts >= maxAttempts) {
      await markEmailFailed(db, email.id, reason);
      log.error(context, 'e-mail not sent: giving up after the last attempt');
    } else {
      const retryInMs = retryDelayMs(email.attempts, retryBaseMs);
      await scheduleEmailRetry(db, email.id, { error: reason, retryInMs });
      log.warn({ ...context, retryInMs }, 'e-mail not sent: will retry');
    }
  }

  /**
   * The e-mail went out, so failing to record it (the database restarting) must not make it a failed
   * send: it would be sent again once its lease ends. Tries until the lease is nearly over.
   */
  async function recordSent(email: EmailRow, messageId: string, leaseEnds: number): Promise<void> {
    for (;;) {
      try {
        await markSent({ id: email.id, smtpMessageId: messageId });
        return;
      } catch (error) {
        if (stopped || Date.now() + recordRetryMs >= leaseEnds) throw error;
        log.warn({ err: error, emailId: email.id }, 'e-mail sent but not yet recorded; retrying');
        await new Promise((resolve) => setTimeout(resolve, recordRetryMs));
      }
    }
  }

  /** Claims due e-mails for the free places and starts sending them. */
  async function pass(): Promise<{ full: boolean; sends: Promise<boolean>[] }> {
    const free = parallelism - sending.size;
    if (free <= 0) return { full: true, sends: [] };
    const leaseEnds = Date.now() + leaseMs;
    const emails = await claimDueEmails(db, { limit: free, leaseMs });
    const sends = emails.map((email) => {
      const send = deliver(email, leaseEnds);
      sending.add(send);
      const settled = () => {
        sending.delete(send);
        if (backlog && sending.size <= parallelism / 2) {
          backlog = false;
          schedule(0);
        }
      };
      send.then(settled, settled);
      return send;
    });
    return { full: emails.length === free, sends };
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick(): void {
    timer = undefined;
    void exclusive(pass).then(
      ({ full, sends }) => {
        if (passesFailing) log.info('e-mail dispatch recovered');
        passesFailing = false;
        for (const send of sends) {
          send.catch((error: unknown) => {
            log.error({ err: error }, 'e-mail send not settled; its lease brings it back');
          });
        }
        // A full pass means more may be due: the next one runs as places free up, not a tick later.
        if (full) backlog = true;
        else schedule(intervalMs);
      },
      (error: unknown) => {
        // Logged when passes start failing (database down), not once per tick of the outage.
        if (!passesFailing) log.error({ err: error }, 'e-mail dispatch pass failed; retrying');
        passesFailing = true;
        schedule(intervalMs);
      },
    );
  }

  schedule(0);

  return {
    wake() {
      schedule(0);
    },
    async flush() {
      const { sends } = await exclusive(pass);
      // A flush also waits for the sends a timer pass started, so it ends with nothing in flight.
      await Promise.allSettled([...sending]);
      const outcomes = await Promise.allSettled(sends);
      for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
      return outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value).length;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await Promise.allSettled(sending);
      sender.close();
    },
  };
}

/** The error as the log keeps it: the SMTP server's answer when there is one, bounded. */
function describe(error: unknown): string {
  const { message, response } = (error ?? {}) as { message?: unknown; response?: unknown };
  const text = typeof response === 'string' ? response : String(message ?? error);
  return text.length > 1_000 ? `${text.slice(0, 999)}…` : text;
}
