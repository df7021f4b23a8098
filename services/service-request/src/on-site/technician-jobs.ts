import type { ListPage } from '@rha/contracts/schemas';
import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import type { OfferRow } from '../dispatch/offers.repo.js';
import { reportMediaOf } from '../stills/report-media.js';
import { logsOf } from './service-log.repo.js';
import { findByIds, type ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { timelinesOf, type TimelineRow } from '../lifecycle/timeline.repo.js';
import { isUuid } from '../db/ids.js';
import { latestCountersOf, type CounterOfferRow } from '../pay/counter-offers.repo.js';
import type { ReportParts } from './job-report.presenter.js';
import { ratingsViews } from '../ratings/ratings.js';
import {
  assignedJobsPage,
  openOffersPage,
  type JobsQuery,
  type OffersQuery,
} from './technician-lists.repo.js';

export interface OfferedJob {
  request: ServiceRequestRow;
  offer: OfferRow;
  /** The technician's latest counter to the offer, answered or not. */
  counter: CounterOfferRow | null;
}

/** A job the technician holds, with what they reported on it. */
export interface AssignedJob extends ReportParts {
  request: ServiceRequestRow;
  /** Oldest first; the technician reads only the reasons given on it (see jobReasons). */
  timeline: TimelineRow[];
}

const emptyPage = { items: [], nextCursor: null };

/** One page of the open offers made to the technician: theirs only, by the token's subject. */
export async function technicianOffers(
  db: Knex,
  technician: SignedInUser,
  query: OffersQuery,
): Promise<ListPage<OfferedJob>> {
  if (!isUuid(technician.subject)) return emptyPage;
  const page = await openOffersPage(db, technician.subject, new Date(), query);
  const [found, counters] = await Promise.all([
    findByIds(db, [...new Set(page.items.map((offer) => offer.request_id))]),
    latestCountersOf(
      db,
      page.items.map((offer) => offer.id),
    ),
  ]);
  const requests = new Map(found.map((request) => [request.id, request]));
  return {
    items: page.items.flatMap((offer) => {
      const request = requests.get(offer.request_id);
      return request ? [{ request, offer, counter: counters.get(offer.id) ?? null }] : [];
    }),
    nextCursor: page.nextCursor,
  };
}

/** One page of the jobs assigned to the technician, each with what they reported on it. */
export async function technicianJobs(
  db: Knex,
  technician: SignedInUser,
  query: JobsQuery,
): Promise<ListPage<AssignedJob>> {
  if (!isUuid(technician.subject)) return emptyPage;
  const page = await assignedJobsPage(db, technician.subject, query);
  const jobs = page.items;
  const jobIds = jobs.map(({ id }) => id);
  const [logs, media, ratings, timelines] = await Promise.all([
    logsOf(db, jobIds),
    reportMediaOf(db, jobIds),
    ratingsViews(db, jobs, 'technician', new Date()),
    timelinesOf(db, jobIds),
  ]);
  return {
    items: jobs.map((request) => ({
      request,
      log: logs.get(request.id) ?? [],
      ...media.of(request.id),
      ratings: ratings.get(request.id) ?? null,
      timeline: timelines.get(request.id) ?? [],
    })),
    nextCursor: page.nextCursor,
  };
}
