import type { EventHandler } from '@rha/kit';
import { issueInvoice } from '../domain/invoices.js';
import { issuePayStatement, rememberAcceptance } from '../domain/pay-statements.js';
import {
  recordCancellation,
  recordCheckIn,
  recordReopen,
  recordWorkDone,
  rememberSubmittedJob,
} from '../domain/jobs.js';

export const SUBMITTED = 'service-request.submitted.v1';
export const ACCEPTED = 'service-request.accepted.v1';
export const CHECKED_IN = 'service-request.checked-in.v1';
export const WORK_DONE = 'service-request.work-done.v1';
export const COMPLETED = 'service-request.completed.v1';
export const REOPENED = 'service-request.reopened.v1';
export const CANCELLED = 'service-request.cancelled.v1';

/** The job's company, service and Pro Package, the only facts of the request billing keeps. */
export const onSubmitted: EventHandler<typeof SUBMITTED> = async (submitted, { trx }) => {
  await rememberSubmittedJob(trx, submitted);
};

/** Who does the job, and for what pay: the technician's statement is made from it at approval. */
export const onAccepted: EventHandler<typeof ACCEPTED> = async (accepted, { trx }) => {
  await rememberAcceptance(trx, accepted);
};

export const onCheckedIn: EventHandler<typeof CHECKED_IN> = async (checkedIn, { trx, log }) => {
  const started = await recordCheckIn(trx, checkedIn.requestId, checkedIn.checkedInAt);
  if (!started) log.info({ requestId: checkedIn.requestId }, 'check-in not timed');
};

export const onWorkDone: EventHandler<typeof WORK_DONE> = async (done, { trx, log }) => {
  const minutes = await recordWorkDone(trx, done.requestId, done.workDoneAt);
  log.info({ requestId: done.requestId, minutes }, 'time on site recorded');
};

/** Approval, by the company or by silence, issues the job's invoice and its technician's pay. */
export const onCompleted: EventHandler<typeof COMPLETED> = async (completed, { trx, log }) => {
  const outcome = await issueInvoice(trx, completed.requestId, new Date(completed.completedAt));
  if (outcome.issued) log.info({ requestId: completed.requestId, ...outcome }, 'invoice issued');
  else log.warn({ requestId: completed.requestId, why: outcome.why }, 'no invoice issued');
  log.info({ requestId: completed.requestId, ...(await issuePayStatement(trx, completed)) }, 'pay');
};

/** Warranty work is part of the price already paid: the reopen is noted, charges and pays nothing. */
export const onReopened: EventHandler<typeof REOPENED> = async (reopened, { trx }) => {
  await recordReopen(trx, reopened.requestId, reopened.reopenedAt);
};

export const onCancelled: EventHandler<typeof CANCELLED> = async (cancelled, { trx }) => {
  await recordCancellation(trx, cancelled.requestId, cancelled.cancelledAt);
};
