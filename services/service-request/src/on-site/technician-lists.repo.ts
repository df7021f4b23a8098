import type { ServiceRequestStatus, ServiceType } from '@rha/contracts';
import type { ListPage } from '@rha/contracts/schemas';
import { keysetPage, type KeysetOrder } from '@rha/kit';
import type { Knex } from 'knex';
import type { OfferRow } from '../dispatch/offers.repo.js';
import { requestTextMatches } from '../lists/request-search.js';
import { chosenStatus, statusIn, statusInSql } from '../lifecycle/status-filters.js';
import { columns, type ServiceRequestRow } from '../lifecycle/service-requests.repo.js';

export type OffersSort = 'oldest' | 'newest';
export type JobsSort = 'upcoming' | 'preferredDate' | 'newest';

export interface OffersQuery {
  serviceType?: ServiceType | undefined;
  q: string;
  sort: OffersSort;
  cursor?: string | undefined;
  limit: number;
}

export interface JobsQuery {
  /** One of the statuses a technician's jobs list; every one of them when absent. */
  status?: ServiceRequestStatus | undefined;
  q: string;
  sort: JobsSort;
  cursor?: string | undefined;
  limit: number;
}

/** Offers by the time they were made (so the soonest to expire first), the id breaking ties. */
const OFFER_ORDERS: Record<OffersSort, KeysetOrder> = {
  oldest: {
    name: 'oldest',
    key: 'offers.offered_at',
    keyType: 'timestamptz',
    id: 'offers.id',
    direction: 'asc',
  },
  newest: {
    name: 'newest',
    key: 'offers.offered_at',
    keyType: 'timestamptz',
    id: 'offers.id',
    direction: 'desc',
  },
};

/**
 * The jobs still ahead of the technician by arrival, then the finished ones, latest first, as the
 * number `upcoming_job_key` makes of them; its index is made with the same statuses.
 */
const UPCOMING_KEY = `upcoming_job_key(${statusInSql('ahead', 'service_requests.status')}, service_requests.eta, service_requests.preferred_date, service_requests.created_at)`;

const JOB_ORDERS: Record<JobsSort, KeysetOrder> = {
  upcoming: {
    name: 'upcoming',
    key: UPCOMING_KEY,
    keyType: 'numeric',
    id: 'service_requests.id',
    direction: 'asc',
  },
  preferredDate: {
    name: 'preferredDate',
    key: 'service_requests.preferred_date',
    keyType: 'date',
    id: 'service_requests.id',
    direction: 'asc',
  },
  newest: {
    name: 'newest',
    key: 'service_requests.created_at',
    keyType: 'timestamptz',
    id: 'service_requests.id',
    direction: 'desc',
  },
};

/** One page of the technician's open offers, of requests still waiting, narrowed as asked. */
export function openOffersPage(
  db: Knex,
  technicianId: string,
  now: Date,
  query: OffersQuery,
): Promise<ListPage<OfferRow>> {
  const rows = db('offers')
    .join('service_requests', 'service_requests.id', 'offers.request_id')
    .select('offers.*')
    .where({ 'offers.technician_id': technicianId, 'offers.status': 'offered' })
    .where('offers.expires_at', '>', now)
    .where(statusIn('awaitingTechnician', 'service_requests.status'))
    .modify(requestTextMatches(query.q));
  if (query.serviceType !== undefined) {
    void rows.where({ 'service_requests.service_type': query.serviceType });
  }
  return keysetPage(db, rows, {
    order: OFFER_ORDERS[query.sort],
    cursor: query.cursor,
    limit: query.limit,
  });
}

/** One page of the requests assigned to the technician that their jobs list shows. */
export function assignedJobsPage(
  db: Knex,
  technicianId: string,
  query: JobsQuery,
): Promise<ListPage<ServiceRequestRow>> {
  const rows = db('service_requests')
    .select(columns(db))
    .where({ assigned_technician_id: technicianId })
    .where(statusIn('technicianJobs'))
    .modify(requestTextMatches(query.q));
  void rows.modify(chosenStatus(query.status));
  return keysetPage(db, rows, {
    order: JOB_ORDERS[query.sort],
    cursor: query.cursor,
    limit: query.limit,
  });
}
