import type { Knex, Logger } from '@rha/kit';
import {
  claimDueEmails,
  markEmailFailed,
  markEmailSent,
  scheduleEmailRetry,
  type EmailRow,
} from '../db/emails.repo.js';
import type { MailSender } from '../mail/smtp.js';
import { retryDelayMs } from './retry.js';

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
   * E-mails claimed in one pass and sent at once. One pass never claims more than it sends at once,
   * so the slowest of its sends, not a queue of them, is what must finish within the lease.
   */
  parallelism: number;
  /** How long a claimed e-mail is left alone by other dispatchers; above the SMTP timeouts. */
  leaseMs?: number;
}

export interface EmailDispatcher {
  /** Looks for due e-mails now (after a commit that queued one) instead of at the next tick. */
  wake(): void;
  /** Runs one pass now and resolves with the number of e-mails sent in it. */
  flush(): Promise<number>;
  /** Stops polling, waits for a pass in progress, closes the SMTP transport. */
  stop(): Promise<void>;
}

/**
 * Sends pending e-mails from the log, `parallelism` at a time. Each is claimed with a lease (`for
 * update skip locked`, so replicas share the work), sent, then marked sent; a failed attempt is
 * recorded with its error and retried with exponential backoff until `maxAttempts`, after which it
 * stays in the log as failed.
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

  /** One pass at a time, so wake(), flush() and the timer never send the same batch twice. */
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
        await markEmailSent(db, email.id, messageId);
        return;
      } catch (error) {
        if (stopped || Date.now() + recordRetryMs >= leaseEnds) throw error;
        log.warn({ err: error, emailId: email.id }, 'e-mail sent but not yet recorded; retrying');
        await new Promise((resolve) => setTimeout(resolve, recordRetryMs));
      }
    }
  }

  async function pass(): Promise<{ claimed: number; sent: number }> {
    const leaseEnds = Date.now() + leaseMs;
    const emails = await claimDueEmails(db, { limit: parallelism, leaseMs });
    // Settled, not all(): the pass ends (and stop() closes the transport) only once every send in it
    // has finished and been recorded, even when one of them failed to record.
    const outcomes = await Promise.allSettled(emails.map((email) => deliver(email, leaseEnds)));
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    return {
      claimed: emails.length,
      sent: outcomes.filter((o) => o.status === 'fulfilled' && o.value).length,
    };
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick(): void {
    timer = undefined;
    void exclusive(pass).then(
      ({ claimed }) => {
        if (passesFailing) log.info('e-mail dispatch recovered');
        passesFailing = false;
        // A full batch means more may be due: go on at once instead of waiting a tick.
        schedule(claimed === parallelism ? 0 : intervalMs);
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
      return (await exclusive(pass)).sent;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
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
