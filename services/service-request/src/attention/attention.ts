import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { openOffersOf, type OfferRow } from '../dispatch/offers.repo.js';
import { pendingHolds, type HeldJobListRow } from '../held-jobs/held-jobs.repo.js';
import { listHeldJobs } from '../held-jobs/held-jobs.js';
import { ownCompanyIdOf, type JobCaller } from '../lifecycle/job-parties.js';
import { findByIds, type ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { latestHoldReasons } from '../lifecycle/timeline.repo.js';
import { unreadCounts, type UnreadCount } from '../messages/job-messages.repo.js';
import { newestWaitingCounters, type CounterOfferRow } from '../pay/counter-offers.repo.js';
import {
  ATTENTION_LIMIT,
  latestIn,
  pastEtaOf,
  sentBackTo,
  unplacedOf,
  upcomingVisitsOf,
  workDoneOf,
  type LatestMove,
  type RequestScope,
} from './attention.repo.js';

/** What waits for one person, by kind; the presenter orders and shapes it. */
export interface AttentionParts {
  workDone: ServiceRequestRow[];
  onHold: { request: ServiceRequestRow; reason: string }[];
  unplaced: ServiceRequestRow[];
  unread: UnreadCount[];
  nextVisit: ServiceRequestRow | undefined;
  offers: { request: ServiceRequestRow; offer: OfferRow }[];
  sentBack: LatestMove[];
  pastEta: ServiceRequestRow[];
  heldJobs: HeldJobListRow[];
  quoted: ServiceRequestRow[];
  quoteNeeded: ServiceRequestRow[];
  counterOffers: { request: ServiceRequestRow; counter: CounterOfferRow }[];
}

const NOTHING: AttentionParts = {
  workDone: [],
  onHold: [],
  unplaced: [],
  unread: [],
  nextVisit: undefined,
  offers: [],
  sentBack: [],
  pastEta: [],
  heldJobs: [],
  quoted: [],
  quoteNeeded: [],
  counterOffers: [],
};

async function withHoldReasons(db: Knex, requests: ServiceRequestRow[]) {
  const reasons = await latestHoldReasons(
    db,
    requests.map(({ id }) => id),
  );
  return requests.map((request) => ({ request, reason: reasons.get(request.id) ?? '' }));
}

async function companyAttention(db: Knex, companyId: string): Promise<AttentionParts> {
  const scope: RequestScope = { kind: 'company', companyId };
  const [workDone, onHold, unplaced, unread, quoted] = await Promise.all([
    workDoneOf(db, scope),
    latestIn(db, scope, 'onHold').then((held) => withHoldReasons(db, held)),
    unplacedOf(db, scope),
    unreadCounts(db, 'company', scope),
    latestIn(db, scope, 'quoted'),
  ]);
  return { ...NOTHING, workDone, onHold, unplaced, unread, quoted };
}

/**
 * A job waiting for an admin's decision after its technician's suspension is not theirs to work
 * on meanwhile, so it is neither their next visit nor work sent back to them.
 */
async function technicianAttention(db: Knex, technicianId: string): Promise<AttentionParts> {
  const now = new Date();
  const [visits, offers, sentBack, unread, awaitingDecision] = await Promise.all([
    upcomingVisitsOf(db, technicianId),
    openOffersOf(db, {
      technicianId,
      now,
      requestStatuses: 'awaitingTechnician',
      limit: ATTENTION_LIMIT,
    }),
    sentBackTo(db, technicianId),
    unreadCounts(db, 'technician', { kind: 'technician', technicianId }),
    pendingHolds(db, { statuses: 'heldByTechnician', technicianId }),
  ]);
  const decisionPending = new Set(awaitingDecision.map((hold) => hold.request_id));
  const offered = new Map(
    (await findByIds(db, [...new Set(offers.map((offer) => offer.request_id))])).map((request) => [
      request.id,
      request,
    ]),
  );
  return {
    ...NOTHING,
    unread,
    nextVisit: visits.find((visit) => !decisionPending.has(visit.id)),
    offers: offers
      .flatMap((offer) => {
        const request = offered.get(offer.request_id);
        return request ? [{ request, offer }] : [];
      })
      .reverse(),
    sentBack: sentBack.filter((move) => !decisionPending.has(move.request.id)),
  };
}

async function adminAttention(db: Knex): Promise<AttentionParts> {
  const scope: RequestScope = { kind: 'all' };
  const [unplaced, pastEta, heldJobs, unread, quoteNeeded, counters] = await Promise.all([
    unplacedOf(db, scope),
    pastEtaOf(db, scope, new Date()),
    listHeldJobs(db),
    unreadCounts(db, 'support', scope),
    latestIn(db, scope, 'quoteNeeded'),
    newestWaitingCounters(db, ATTENTION_LIMIT),
  ]);
  const countered = new Map(
    (await findByIds(db, [...new Set(counters.map((counter) => counter.request_id))])).map(
      (request) => [request.id, request],
    ),
  );
  return {
    ...NOTHING,
    unplaced,
    pastEta,
    heldJobs: heldJobs.slice(-ATTENTION_LIMIT),
    unread,
    quoteNeeded,
    counterOffers: counters.flatMap((counter) => {
      const request = countered.get(counter.request_id);
      return request ? [{ request, counter }] : [];
    }),
  };
}

/**
 * What waits for the caller: an admin sees every request, a technician only the offers made to
 * them and the jobs assigned to them, a company only its own company's requests.
 */
export async function attentionFor(db: Knex, caller: JobCaller): Promise<AttentionParts> {
  const user: SignedInUser = caller.user;
  if (user.roles.includes('admin')) return adminAttention(db);
  if (user.roles.includes('technician')) return technicianAttention(db, user.subject);
  const companyId = await ownCompanyIdOf(caller);
  return companyId === undefined ? NOTHING : companyAttention(db, companyId);
}
