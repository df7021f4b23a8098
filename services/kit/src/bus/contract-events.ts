import { eventCatalogue, type EventData, type EventType } from '@rha/contracts';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { catalogueBus, type CatalogueEvent } from './catalogue.js';
import type {
  CatalogueConsumerOptions,
  CatalogueEventHandler,
  CatalogueEventHandlers,
} from './consumer.js';
import type { EventMeta } from './event.js';
import type { Consumption } from './types.js';

type Catalogue = typeof eventCatalogue;

/** An event of the contracts' catalogue, as its producer created it. */
export type ContractEvent<T extends EventType> = CatalogueEvent<Catalogue, T>;
/** The data of `T` as its producer writes it (before the schema's defaults are applied). */
export type EventInput<T extends EventType> = z.input<Catalogue[T]>;
/** Handles one consumed event type, with its data parsed by the contracts' schema. */
export type EventHandler<T extends EventType> = CatalogueEventHandler<T, EventData<T>>;
export type EventHandlers = CatalogueEventHandlers<Catalogue>;
export type ConsumerOptions = CatalogueConsumerOptions<Catalogue>;
/** What a service's consumer takes from its caller; the service adds its own queue and handlers. */
export type ServiceConsumerOptions = Omit<ConsumerOptions, 'service' | 'handlers'>;

const bus = catalogueBus(eventCatalogue);

/** A new event of the catalogue: an unknown type or a payload of the wrong shape does not compile. */
export function createEvent<T extends EventType>(
  type: T,
  data: EventInput<T>,
  meta: EventMeta,
): ContractEvent<T> {
  return bus.createEvent(type, data, meta);
}

/** Parses the event's data against the catalogue, then records it in the caller's outbox. */
export function enqueueEvent<T extends EventType>(
  trx: Knex.Transaction,
  event: ContractEvent<T>,
): Promise<void> {
  return bus.enqueueEvent(trx, event);
}

/** Consumes `<service>.events` with one handler per catalogue event type. */
export function startConsumer(options: ConsumerOptions): Promise<Consumption> {
  return bus.startConsumer(options);
}
