import type { CompletedWork, EventData } from '@rha/contracts';
import type { Knex } from 'knex';

/** What billing keeps of a request, from its events: enough to price and invoice it. */
export interface JobRow {
  request_id: string;
  ticket_number: string;
  service_type: string;
  company_id: string;
  company_keycloak_id: string;
  company_name: string;
  pro_package: boolean;
  technician_id: string | null;
  checked_in_at: Date | null;
  on_site_minutes: number;
  /** The approved work as the completion event carried it; null for events without it. */
  completed_work: CompletedWork | null;
  reopened_at: Date | null;
  cancelled_at: Date | null;
  submitted_at: Date;
  /** A custom request's accepted quote (bigint, as text); null until accepted. */
  quote_cents: string | null;
}

export async function rememberSubmittedJob(
  trx: Knex.Transaction,
  submitted: EventData<'service-request.submitted.v1'>,
): Promise<void> {
  await trx('jobs')
    .insert({
      request_id: submitted.requestId,
      ticket_number: submitted.ticketNumber,
      service_type: submitted.serviceType,
      company_id: submitted.company.id,
      company_keycloak_id: submitted.submittedBy.keycloakId,
      company_name: submitted.company.name,
      pro_package: submitted.answers.wantProPackage === 'yes',
      submitted_at: submitted.submittedAt,
    })
    .onConflict('request_id')
    .ignore();
}

/** The job, locked for the rest of the transaction so that two approvals take turns. */
export function lockJob(trx: Knex.Transaction, requestId: string): Promise<JobRow | undefined> {
  return trx<JobRow>('jobs').where({ request_id: requestId }).forUpdate().first();
}

export async function recordCheckIn(
  trx: Knex.Transaction,
  requestId: string,
  checkedInAt: string,
): Promise<boolean> {
  const updated = await trx('jobs')
    .where({ request_id: requestId })
    .whereNull('checked_in_at')
    .update({ checked_in_at: checkedInAt });
  return updated > 0;
}

/**
 * Adds the visit from check-in to check-out to the time on site; a job sent back and done again
 * adds its second visit.
 */
export async function recordWorkDone(
  trx: Knex.Transaction,
  requestId: string,
  workDoneAt: string,
): Promise<number | null> {
  const job = await lockJob(trx, requestId);
  if (!job?.checked_in_at) return null;
  const minutes = Math.max(
    0,
    Math.ceil((new Date(workDoneAt).getTime() - job.checked_in_at.getTime()) / 60_000),
  );
  await trx('jobs')
    .where({ request_id: requestId })
    .update({ checked_in_at: null, on_site_minutes: job.on_site_minutes + minutes });
  return minutes;
}

export async function recordReopen(
  trx: Knex.Transaction,
  requestId: string,
  reopenedAt: string,
): Promise<void> {
  await trx('jobs').where({ request_id: requestId }).update({ reopened_at: reopenedAt });
}

/**
 * Keeps the quote a company accepted for its custom request: what its invoice bills. The request's
 * submission comes first from the same outbox; should it not have arrived, the event is retried.
 */
export async function recordAcceptedQuote(
  trx: Knex.Transaction,
  accepted: EventData<'service-request.quote-accepted.v1'>,
): Promise<void> {
  const updated = await trx('jobs')
    .where({ request_id: accepted.requestId })
    .update({ quote_cents: accepted.amountCents });
  if (updated === 0) throw new Error(`no job ${accepted.requestId} for its accepted quote`);
}

export async function recordCancellation(
  trx: Knex.Transaction,
  requestId: string,
  cancelledAt: string,
): Promise<void> {
  await trx('jobs')
    .where({ request_id: requestId })
    .whereNull('cancelled_at')
    .update({ cancelled_at: cancelledAt });
}
