import type { Knex } from 'knex';
import type { z } from 'zod';
import { startCatalogueConsumer, type CatalogueConsumerOptions } from './consumer.js';
import { createEnvelope, type EventMeta } from './event.js';
import { insertIntoOutbox } from './outbox.js';
import type { Consumption, EventEnvelope } from './types.js';

/** Event type (routing key, versioned) to the zod schema of its data. */
export type EventSchemas = Record<string, z.ZodType>;

/** An envelope of one catalogue event, its data typed as a producer writes it. */
export type CatalogueEvent<C extends EventSchemas, T extends keyof C & string> = EventEnvelope<
  z.input<C[T]>
> & { type: T };

/**
 * The bus API typed by one catalogue. kit binds it to the contracts' catalogue (see index.ts);
 * kit's own bus tests bind it to a catalogue of made-up types, so they exercise the same code
 * without adding test events to the contracts.
 */
export function catalogueBus<C extends EventSchemas>(catalogue: C) {
  function schemaOf(type: string): z.ZodType {
    const schema = Object.hasOwn(catalogue, type) ? catalogue[type] : undefined;
    if (!schema) throw new Error(`Unknown event type: ${type}`);
    return schema;
  }

  return {
    /** A new event of a catalogue type, its data typed by that type's schema. */
    createEvent<T extends keyof C & string>(
      type: T,
      data: z.input<C[T]>,
      meta: EventMeta,
    ): CatalogueEvent<C, T> {
      return createEnvelope(type, data, meta);
    },

    /**
     * Records `event` in the outbox inside the caller's transaction, so the event exists if and
     * only if the change it describes commits; the relay publishes it afterwards. The data is
     * parsed against the catalogue first: a payload that breaks its contract throws here, in the
     * producer's transaction, and never reaches a consumer.
     */
    async enqueueEvent<T extends keyof C & string>(
      trx: Knex.Transaction,
      event: CatalogueEvent<C, T>,
    ): Promise<void> {
      const data: unknown = schemaOf(event.type).parse(event.data);
      await insertIntoOutbox(trx, { ...event, data });
    },

    /** Consumes `<service>.events`; each handler gets the event's data parsed by the catalogue. */
    startConsumer(options: CatalogueConsumerOptions<C>): Promise<Consumption> {
      return startCatalogueConsumer(catalogue, options);
    },
  };
}
