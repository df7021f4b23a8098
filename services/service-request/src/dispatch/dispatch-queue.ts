import type { Knex } from 'knex';
import { offersOf, type OfferRow } from './offers.repo.js';
import { queuePage, type QueueQuery } from './queue-list.repo.js';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { openCountersOf, type CounterOfferRow } from '../pay/counter-offers.repo.js';
import { quoteOf, quotesOf, type QuoteRow } from '../quotes/quotes.repo.js';

/** A request waiting for a technician with its offers, newest first. */
export interface QueueEntry {
  request: ServiceRequestRow;
  offers: OfferRow[];
  /** Counter-offers waiting for an admin, oldest first. */
  counters: CounterOfferRow[];
  quote: QuoteRow | undefined;
}

/** One page of the requests waiting for a technician, each with its offers. */
export async function dispatchQueue(
  db: Knex,
  query: QueueQuery,
): Promise<{ entries: QueueEntry[]; nextCursor: string | null }> {
  const page = await queuePage(db, query);
  const ids = page.items.map(({ id }) => id);
  const [offers, counters, quotes] = await Promise.all([
    offersOf(db, ids),
    openCountersOf(db, ids),
    quotesOf(db, ids),
  ]);
  return {
    entries: page.items.map((request) => ({
      request,
      offers: offers.get(request.id) ?? [],
      counters: counters.get(request.id) ?? [],
      quote: quotes.get(request.id),
    })),
    nextCursor: page.nextCursor,
  };
}

export async function queueEntryOf(db: Knex, request: ServiceRequestRow): Promise<QueueEntry> {
  const [offers, counters, quote] = await Promise.all([
    offersOf(db, [request.id]),
    openCountersOf(db, [request.id]),
    quoteOf(db, request.id),
  ]);
  return {
    request,
    offers: offers.get(request.id) ?? [],
    counters: counters.get(request.id) ?? [],
    quote,
  };
}
