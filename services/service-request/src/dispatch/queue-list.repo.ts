import type { ServiceRequestStatus } from '@rha/contracts';
import type { ListPage } from '@rha/contracts/schemas';
import { keysetPage, type KeysetOrder } from '@rha/kit';
import type { Knex } from 'knex';
import { requestTextMatches } from '../lists/request-search.js';
import { chosenStatus, statusIn } from '../lifecycle/status-filters.js';
import { columns, type ServiceRequestRow } from '../lifecycle/service-requests.repo.js';

export type QueueSort = 'oldest' | 'newest';

export interface QueueQuery {
  /** One of the queue's statuses; every one of them when absent. */
  status?: ServiceRequestStatus | undefined;
  community?: string | undefined;
  /** Only the flagged requests (true) or only those not flagged (false). */
  flagged?: boolean | undefined;
  q: string;
  sort: QueueSort;
  cursor?: string | undefined;
  limit: number;
}

/** By age: the time of submission, the id breaking ties. */
const ORDERS: Record<QueueSort, KeysetOrder> = {
  oldest: {
    name: 'oldest',
    key: 'service_requests.created_at',
    keyType: 'timestamptz',
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

/** One page of the requests waiting for a technician, narrowed and ordered as asked. */
export function queuePage(db: Knex, query: QueueQuery): Promise<ListPage<ServiceRequestRow>> {
  const rows = db('service_requests')
    .select(columns(db))
    .where(statusIn('dispatchQueue'))
    .modify(requestTextMatches(query.q));
  void rows.modify(chosenStatus(query.status));
  if (query.community !== undefined) void rows.where({ community: query.community });
  if (query.flagged === true) void rows.whereNotNull('flagged_at');
  if (query.flagged === false) void rows.whereNull('flagged_at');
  return keysetPage(db, rows, {
    order: ORDERS[query.sort],
    cursor: query.cursor,
    limit: query.limit,
  });
}
