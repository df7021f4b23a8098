import {
  MAX_PAY_CAP_HOURS,
  siteCostMessages as m,
  type CompletedWork,
  type MoreHoursAskInput,
  type NewJobCost,
  type ServiceRequestStatus,
  type SiteFacts,
} from '@rha/contracts';
import { DomainError, type SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { findFileForUpdate, type JobFileRow } from '../files/job-files.repo.js';
import { requestNotFound } from '../lifecycle/errors.js';
import { lockOwnJob, lockVisibleRequest } from '../lifecycle/job-access.js';
import { ownCompanyIdOf, partyOf, type JobCaller } from '../lifecycle/job-parties.js';
import { visibleTo, type RequestActor } from '../lifecycle/request-lifecycle.js';
import { findById, type ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { timelineOf } from '../lifecycle/timeline.repo.js';
import { checkGate, isIn } from '../lifecycle/transitions.js';
import {
  approvedHoursOf,
  asksOf,
  costsOf,
  decideAsk,
  deleteCost,
  findCostByReceipt,
  insertAsk,
  insertCost,
  siteFactsOf,
  updateSiteFacts,
  type JobCostRow,
  type MoreHoursAskRow,
} from './site-costs.repo.js';
import { onSiteMinutesOf } from './time-on-site.js';

type Queryable = Knex | Knex.Transaction;

/** Everything the job's parties see of its time and money on site, read in one place. */
export interface SiteCostsState {
  onSiteMinutes: number;
  standbyDays: number;
  specialVehicleUsed: boolean;
  costs: { cost: JobCostRow; receipt: JobFileRow }[];
  asks: MoreHoursAskRow[];
}

const conflict = (code: string, message: string) => new DomainError('conflict', { code, message });

/** Costs and site facts belong to the visit: on site, or done and not yet approved. */
function checkCostable(status: ServiceRequestStatus, refusal: (status: string) => string) {
  checkGate('loggable', status, (current) => conflict('job_not_costable', refusal(current)));
}

export async function siteCostsState(
  db: Queryable,
  request: ServiceRequestRow,
  now: Date = new Date(),
): Promise<SiteCostsState> {
  const [timeline, facts, costs, asks] = await Promise.all([
    timelineOf(db, request.id),
    siteFactsOf(db, request.id),
    costsOf(db, request.id),
    asksOf(db, request.id),
  ]);
  return {
    onSiteMinutes: onSiteMinutesOf(timeline, now),
    standbyDays: facts.standby_days,
    specialVehicleUsed: facts.special_vehicle_used,
    costs,
    asks,
  };
}

/** The job's time and money on site for any of its parties; a stranger finds no such request. */
export async function readSiteCosts(
  db: Knex,
  caller: JobCaller,
  requestId: string,
): Promise<SiteCostsState> {
  const request = await findById(db, requestId);
  if (!request) throw requestNotFound();
  const party =
    partyOf(caller.user, request, undefined) ??
    partyOf(caller.user, request, await ownCompanyIdOf(caller));
  if (!party) throw requestNotFound();
  return siteCostsState(db, request);
}

/** The money facts of the work as approved, for the completion event. */
export async function completedWorkOf(
  trx: Knex.Transaction,
  request: ServiceRequestRow,
  at: Date,
): Promise<CompletedWork> {
  const state = await siteCostsState(trx, request, at);
  return {
    onSiteMinutes: state.onSiteMinutes,
    standbyDays: state.standbyDays,
    specialVehicleUsed: state.specialVehicleUsed,
    extraHoursApproved: approvedHoursOf(state.asks),
    costs: state.costs.map(({ cost }) => ({
      kind: cost.kind,
      description: cost.description,
      amountCents: cost.amount_cents,
    })),
  };
}

const receiptNotFound = () =>
  DomainError.invalidFields([{ field: 'receiptFileId', message: m.receiptNotFound }]);

/**
 * The job's technician logs a cost with its receipt, uploaded before as a stored job file of kind
 * `receipt` on the same job. The amount counts only once the company approves the work.
 */
export async function logCost(
  db: Knex,
  technician: SignedInUser,
  input: { requestId: string; cost: NewJobCost },
): Promise<void> {
  await db.transaction(async (trx) => {
    const request = await lockOwnJob(trx, technician, input.requestId);
    checkCostable(request.status, m.costNotLoggable);
    const receipt = await findFileForUpdate(trx, input.cost.receiptFileId);
    if (
      !receipt ||
      receipt.request_id !== request.id ||
      receipt.kind !== 'receipt' ||
      receipt.status !== 'stored' ||
      receipt.uploader_id !== technician.subject
    ) {
      throw receiptNotFound();
    }
    if (await findCostByReceipt(trx, receipt.id)) {
      throw DomainError.invalidFields([{ field: 'receiptFileId', message: m.receiptInUse }]);
    }
    await insertCost(trx, {
      request_id: request.id,
      kind: input.cost.kind,
      description: input.cost.description,
      amount_cents: input.cost.amountCents,
      receipt_file_id: receipt.id,
      technician_id: technician.subject,
    });
  });
}

/** A cost logged by mistake is taken off before the company approves the work. */
export async function removeCost(
  db: Knex,
  technician: SignedInUser,
  input: { requestId: string; costId: string },
): Promise<void> {
  await db.transaction(async (trx) => {
    const request = await lockOwnJob(trx, technician, input.requestId);
    checkCostable(request.status, m.costNotRemovable);
    if (!(await deleteCost(trx, request.id, input.costId))) {
      throw new DomainError('not_found', { code: 'cost_not_found', message: m.costNotFound });
    }
  });
}

/** Standby days and the special vehicle, on the job or with its check-out, in the job's lock. */
export async function recordSiteFacts(
  trx: Knex.Transaction,
  request: ServiceRequestRow,
  facts: Partial<SiteFacts>,
): Promise<void> {
  checkCostable(request.status, m.costNotLoggable);
  await updateSiteFacts(trx, request.id, {
    ...(facts.standbyDays === undefined ? {} : { standby_days: facts.standbyDays }),
    ...(facts.specialVehicleUsed === undefined
      ? {}
      : { special_vehicle_used: facts.specialVehicleUsed }),
  });
}

export async function setSiteFacts(
  db: Knex,
  technician: SignedInUser,
  input: { requestId: string; facts: SiteFacts },
): Promise<void> {
  await db.transaction(async (trx) => {
    const request = await lockOwnJob(trx, technician, input.requestId);
    await recordSiteFacts(trx, request, input.facts);
  });
}

/**
 * The technician on site asks the company for hours beyond the cap; one ask waits at a time, and
 * the job's extra hours stay within what any hourly pay may cover.
 */
export async function askMoreHours(
  db: Knex,
  technician: SignedInUser,
  input: { requestId: string; ask: MoreHoursAskInput },
): Promise<void> {
  await db.transaction(async (trx) => {
    const request = await lockOwnJob(trx, technician, input.requestId);
    if (!isIn('onSite', request.status)) {
      throw conflict('job_not_on_site', m.moreHoursNotAskable(request.status));
    }
    const asks = await asksOf(trx, request.id);
    if (asks.some((ask) => ask.status === 'pending')) {
      throw conflict('more_hours_pending', m.moreHoursPending);
    }
    if (approvedHoursOf(asks) + input.ask.hours > MAX_PAY_CAP_HOURS) {
      throw conflict('too_many_hours', m.tooManyHours);
    }
    await insertAsk(trx, {
      request_id: request.id,
      hours: input.ask.hours,
      reason: input.ask.reason,
      technician_id: technician.subject,
    });
  });
}

/** The company (or an admin) decides an ask before the work is approved; once only. */
export async function decideMoreHours(
  db: Knex,
  actor: RequestActor,
  input: { requestId: string; askId: string; status: 'approved' | 'declined' },
): Promise<ServiceRequestRow> {
  const visible = await visibleTo(actor);
  return db.transaction(async (trx) => {
    const request = await lockVisibleRequest(trx, visible, input.requestId);
    const ask = (await asksOf(trx, request.id)).find((candidate) => candidate.id === input.askId);
    if (!ask) throw new DomainError('not_found', { code: 'ask_not_found', message: m.askNotFound });
    checkGate('loggable', request.status, (status) =>
      conflict('job_not_decidable', m.notDecidable(status)),
    );
    if (ask.status !== 'pending') throw conflict('ask_decided', m.askDecided);
    await decideAsk(trx, ask.id, { status: input.status, decidedById: actor.user.subject });
    return request;
  });
}
