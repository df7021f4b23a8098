import { randomUUID } from 'node:crypto';
import {
  payLines,
  RATE_CARD,
  type CompletedWork,
  type EventData,
  type JobPay,
  type ServiceType,
} from '@rha/contracts';
import type { Knex } from 'knex';
import { lockJob, type JobRow } from './jobs.js';
import { postTransaction } from './ledger.js';

/** The job as billing keeps it, with the pay its acceptance agreed (none before pay travelled). */
type PayingJobRow = JobRow & { pay: JobPay | null };

export type PayStatementOutcome =
  | { made: true; statementId: string; totalCents: number }
  | { made: false; why: 'unknown-job' | 'cancelled' | 'already-made' };

/** Billing's copy of who a technician is, named on the admin's pay list. */
export async function rememberTechnician(
  trx: Knex.Transaction,
  technician: { id: string; fullName: string },
): Promise<void> {
  await trx('technicians')
    .insert({ id: technician.id, full_name: technician.fullName })
    .onConflict('id')
    .merge();
}

/**
 * The job's technician and agreed pay, as its latest acceptance states them: a job given to
 * another technician pays the one who took it last.
 */
export async function rememberAcceptance(
  trx: Knex.Transaction,
  accepted: EventData<'service-request.accepted.v1'>,
): Promise<void> {
  await rememberTechnician(trx, accepted.technician);
  await trx('jobs')
    .where({ request_id: accepted.requestId })
    .update({
      technician_id: accepted.technician.id,
      pay: accepted.pay === undefined ? null : JSON.stringify(accepted.pay),
    });
}

/** Work approved before its money facts travelled with the approval: the timed visits alone. */
function timedWork(onSiteMinutes: number): CompletedWork {
  return {
    onSiteMinutes,
    standbyDays: 0,
    specialVehicleUsed: false,
    extraHoursApproved: 0,
    costs: [],
  };
}

/**
 * Makes the technician's pay statement for an approved job, once: the job's row is locked, so a
 * redelivered or repeated approval (a warranty job approved again) finds the first statement and
 * pays nothing more. What is earned is owed to the technician until a payout settles it.
 */
export async function issuePayStatement(
  trx: Knex.Transaction,
  completed: EventData<'service-request.completed.v1'>,
): Promise<PayStatementOutcome> {
  const job = (await lockJob(trx, completed.requestId)) as PayingJobRow | undefined;
  if (!job) return { made: false, why: 'unknown-job' };
  if (job.cancelled_at) return { made: false, why: 'cancelled' };
  const existing = await trx('pay_statements').where({ request_id: job.request_id }).first();
  if (existing) return { made: false, why: 'already-made' };

  const lines = payLines(
    job.pay ?? RATE_CARD[job.service_type as ServiceType],
    completed.work ?? timedWork(job.on_site_minutes),
  );
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const technicianId = job.technician_id ?? completed.technicianId;
  await trx('technicians').insert({ id: technicianId, full_name: '' }).onConflict('id').ignore();

  const issuedAt = new Date(completed.completedAt);
  const transactionId =
    totalCents === 0
      ? null
      : await postTransaction(trx, {
          key: `pay-statement:${job.request_id}`,
          kind: 'pay-statement',
          occurredAt: issuedAt,
          entries: [
            { account: 'pay-expense', partyId: technicianId, amountCents: totalCents },
            { account: 'technician-payable', partyId: technicianId, amountCents: -totalCents },
          ],
        });
  const statementId = randomUUID();
  await trx('pay_statements').insert({
    id: statementId,
    request_id: job.request_id,
    ticket_number: job.ticket_number,
    technician_id: technicianId,
    transaction_id: transactionId,
    issued_at: issuedAt,
    total_cents: totalCents,
  });
  if (lines.length > 0) {
    await trx('pay_statement_lines').insert(
      lines.map((line, position) => ({
        statement_id: statementId,
        position,
        code: line.code,
        description: line.description,
        quantity: line.quantity,
        unit_cents: line.unitCents,
        amount_cents: line.amountCents,
      })),
    );
  }
  return { made: true, statementId, totalCents };
}
