import type { Knex } from 'knex';
import { offersOf, type OfferRow } from './offers.repo.js';
import {
  listByStatusOldestFirst,
  type ServiceRequestRow,
} from '../lifecycle/service-requests.repo.js';

/** The most requests the admin's queue shows. */
const QUEUE_LIMIT = 200;

/** A request waiting for a technician with its offers, newest first. */
export interface QueueEntry {
  request: ServiceRequestRow;
  offers: OfferRow[];
}

/** The requests waiting for a technician, oldest first. */
export async function dispatchQueue(db: Knex): Promise<QueueEntry[]> {
  const requests = await listByStatusOldestFirst(db, 'awaitingTechnician', QUEUE_LIMIT);
  const offers = await offersOf(
    db,
    requests.map(({ id }) => id),
  );
  return requests.map((request) => ({ request, offers: offers.get(request.id) ?? [] }));
}

export async function queueEntryOf(db: Knex, request: ServiceRequestRow): Promise<QueueEntry> {
  const offers = await offersOf(db, [request.id]);
  return { request, offers: offers.get(request.id) ?? [] };
}
