import type { DrillStack } from './drill-stack.js';

const submittedEvent = 'service-request.submitted.v1';

/** What the database and the mailbox hold about the service requests submitted during a drill. */
export interface Ledger {
  /** Service requests in the database. */
  rows: number;
  /** Submitted events in service-request's outbox, and those not yet published. */
  outboxed: number;
  unpublished: number;
  /** Submitted events notification processed (its inbox keys on the event id). */
  delivered: number;
  /** Service requests without their submitted event in the outbox: a partial write. */
  withoutEvent: number;
  /** Companies, and those without a location: the profile save that made them was cut in half. */
  companies: number;
  companiesWithoutLocation: number;
  /** E-mails notification queued (any template), and those sent. */
  emailsQueued: number;
  emailsSent: number;
  /** E-mails given up on, and those that needed more than one attempt. */
  emailsFailed: number;
  emailsRetried: number;
  /** E-mails a submit causes: to support and the confirmation to the company user. */
  submitEmails: number;
  /** Messages the SMTP server received, and how many of them repeat an earlier one. */
  received: number;
  duplicates: number;
}

export async function readLedger(drill: DrillStack): Promise<Ledger> {
  const mail = drill.mailbox.messages();
  const { rows } = await drill.sql.query<
    Record<keyof Omit<Ledger, 'received' | 'duplicates'>, string>
  >(
    `select
       (select count(*) from service_request.service_requests) as rows,
       (select count(*) from service_request.outbox where type = $1) as outboxed,
       (select count(*) from service_request.outbox where type = $1 and published_at is null)
         as unpublished,
       (select count(*) from notification.inbox where type = $1) as delivered,
       (select count(*) from service_request.service_requests r where not exists (
          select 1 from service_request.outbox o
          where o.type = $1 and o.envelope -> 'data' ->> 'requestId' = r.id::text)) as "withoutEvent",
       (select count(*) from company.companies) as companies,
       (select count(*) from company.companies c where not exists (
          select 1 from company.locations l where l.company_id = c.id)) as "companiesWithoutLocation",
       (select count(*) from notification.emails) as "emailsQueued",
       (select count(*) from notification.emails where status = 'sent') as "emailsSent",
       (select count(*) from notification.emails where status = 'failed') as "emailsFailed",
       (select count(*) from notification.emails where attempts > 1) as "emailsRetried",
       (select count(*) from notification.emails
         where template in ('service-request-support', 'service-request-confirmation'))
         as "submitEmails"`,
    [submittedEvent],
  );
  const counts = Object.fromEntries(
    Object.entries(rows[0] ?? {}).map(([key, value]) => [key, Number(value)]),
  ) as Omit<Ledger, 'received' | 'duplicates'>;
  const distinct = new Set(
    mail.map((message) => `${message.to}\n${message.subject}\n${message.text}`),
  );
  return { ...counts, received: mail.length, duplicates: mail.length - distinct.size };
}

/** True once every event went out and every e-mail it caused was sent. */
export function settled(ledger: Ledger): boolean {
  return (
    ledger.unpublished === 0 &&
    ledger.delivered === ledger.outboxed &&
    ledger.emailsSent === ledger.emailsQueued &&
    ledger.received >= ledger.emailsSent
  );
}

/** Reads the ledger until it settles or `timeoutMs` passes; the last reading either way. */
export async function untilSettled(drill: DrillStack, timeoutMs: number): Promise<Ledger> {
  const deadline = Date.now() + timeoutMs;
  let ledger = await readLedger(drill);
  while (!settled(ledger) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    ledger = await readLedger(drill);
  }
  return ledger;
}
