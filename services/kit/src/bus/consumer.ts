import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { EventSchemas } from './catalogue.js';
import type { Consumption, EventEnvelope, Transport } from './types.js';

/**
 * Runs inside the inbox transaction, so a handler's writes commit together with the inbox row.
 * `data` has already passed the event's schema.
 */
export type CatalogueEventHandler<TType extends string, TData> = (
  data: TData,
  context: {
    event: EventEnvelope<TData> & { type: TType };
    trx: Knex.Transaction;
    log: Logger;
  },
) => Promise<void>;

/** One handler per consumed event type of `C`; the keys are the queue's bindings. */
export type CatalogueEventHandlers<C extends EventSchemas> = {
  [T in keyof C & string]?: CatalogueEventHandler<T, z.output<C[T]>>;
};

export interface CatalogueConsumerOptions<C extends EventSchemas> {
  db: Knex;
  transport: Transport;
  /** Names the queue `<service>.events`. */
  service: string;
  logger: Logger;
  handlers: CatalogueEventHandlers<C>;
  /** Left undefined, the transport's default applies. */
  maxAttempts?: number | undefined;
  retryDelayMs?: number | undefined;
  inOrder?: boolean | undefined;
}

/**
 * Consumes the service's queue with idempotent handlers. Each event's data is parsed against its
 * schema first: a payload that breaks its contract throws before any handler runs, so the
 * transport retries it and then dead-letters it instead of acknowledging it without its effect.
 * Each event then runs in one transaction that first claims the event id in `inbox`: a redelivered
 * event finds its id taken and has no second effect. The transaction commits before the transport
 * acks, so a crash in between only causes a redelivery that the inbox absorbs. A handler that
 * throws rolls back the inbox row as well, and the transport retries it, then dead-letters it.
 */
export async function startCatalogueConsumer<C extends EventSchemas>(
  catalogue: C,
  options: CatalogueConsumerOptions<C>,
): Promise<Consumption> {
  const { db } = options;
  // Sound because each handler is called only with the data its own type's schema parsed.
  const handlers = options.handlers as Partial<
    Record<string, CatalogueEventHandler<string, unknown>>
  >;
  const log = options.logger.child({ consumer: options.service });
  return options.transport.consume({
    service: options.service,
    bindings: Object.keys(handlers),
    maxAttempts: options.maxAttempts,
    retryDelayMs: options.retryDelayMs,
    inOrder: options.inOrder,
    async handle(event) {
      const eventLog = log.child({
        eventId: event.id,
        eventType: event.type,
        correlationId: event.correlationId,
      });
      const handler = Object.hasOwn(handlers, event.type) ? handlers[event.type] : undefined;
      const schema = Object.hasOwn(catalogue, event.type) ? catalogue[event.type] : undefined;
      if (!handler || !schema) {
        // Bindings outlive code on a durable queue, so a removed handler's events still arrive.
        eventLog.warn('no handler for this event type; acknowledged without effect');
        return;
      }
      try {
        const data: unknown = schema.parse(event.data);
        await db.transaction(async (trx) => {
          const claimed = await trx('inbox')
            .insert({ event_id: event.id, type: event.type })
            .onConflict('event_id')
            .ignore()
            .returning('event_id');
          if (claimed.length === 0) {
            eventLog.info('event already processed; skipped');
            return;
          }
          await handler(data, { event: { ...event, data }, trx, log: eventLog });
        });
      } catch (error) {
        eventLog.warn({ err: error }, 'event handler failed');
        throw error;
      }
    },
  });
}
