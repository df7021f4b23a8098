import type { ServiceRequestStatus } from '@rha/contracts';
import type { ListPage } from '@rha/contracts/schemas';
import { keysetPage, type KeysetOrder } from '@rha/kit';
import type { Knex } from 'knex';
import { requestTextMatches } from '../lists/request-search.js';
import { columns, type ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { chosenStatus } from '../lifecycle/status-filters.js';

export type OwnRequestsSort = 'newest' | 'oldest' | 'preferredDate';

export interface OwnRequestsQuery {
  status?: ServiceRequestStatus | undefined;
  /** One of the company's locations, by id. */
  location?: string | undefined;
  /** The preferred service date, from and to (YYYY-MM-DD, both included). */
  from?: string | undefined;
  to?: string | undefined;
  q: string;
  sort: OwnRequestsSort;
  cursor?: string | undefined;
  limit: number;
}

const ORDERS: Record<OwnRequestsSort, KeysetOrder> = {
  newest: {
    name: 'newest',
    key: 'service_requests.created_at',
    keyType: 'timestamptz',
    id: 'service_requests.id',
    direction: 'desc',
  },
  oldest: {
    name: 'oldest',
    key: 'service_requests.created_at',
    keyType: 'timestamptz',
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
};

/** One page of the requests a user submitted, narrowed and ordered as asked. */
export function ownRequestsPage(
  db: Knex,
  submittedBy: string,
  query: OwnRequestsQuery,
): Promise<ListPage<ServiceRequestRow>> {
  const rows = db('service_requests')
    .select(columns(db))
    .where({ submitted_by: submittedBy })
    .modify(requestTextMatches(query.q));
  void rows.modify(chosenStatus(query.status));
  if (query.location !== undefined) void rows.where({ location_id: query.location });
  if (query.from !== undefined) void rows.where('preferred_date', '>=', query.from);
  if (query.to !== undefined) void rows.where('preferred_date', '<=', query.to);
  return keysetPage(db, rows, {
    order: ORDERS[query.sort],
    cursor: query.cursor,
    limit: query.limit,
  });
}
