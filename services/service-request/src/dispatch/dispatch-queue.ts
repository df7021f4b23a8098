import type { Knex } from 'knex';
import { offersOf, type OfferRow } from './offers.repo.js';
import { queuePage, type QueueQuery } from './queue-list.repo.js';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';

/** A request waiting for a technician with its offers, newest first. */
export interface QueueEntry {
  request: ServiceRequestRow;
  offers: OfferRow[];
}

/** One page of the requests waiting for a technician, each with its offers. */
export async function dispatchQueue(
  db: Knex,
  query: QueueQuery,
): Promise<{ entries: QueueEntry[]; nextCursor: string | null }> {
  const page = await queuePage(db, query);
  const offers = await offersOf(
    db,
    page.items.map(({ id }) => id),
  );
  return {
    entries: page.items.map((request) => ({ request, offers: offers.get(request.id) ?? [] })),
    nextCursor: page.nextCursor,
  };
}

export async function queueEntryOf(db: Knex, request: ServiceRequestRow): Promise<QueueEntry> {
  const offers = await offersOf(db, [request.id]);
  return { request, offers: offers.get(request.id) ?? [] };
}
