import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { topicMatches } from './topic.js';
import type { Consumption, EventEnvelope, EventHandler, Transport } from './types.js';

export interface ConsumerOptions {
  db: Knex;
  transport: Transport;
  /** Names the queue `<service>.events`. */
  service: string;
  logger: Logger;
  /** Keyed by event type (or a topic pattern such as `identity.user.*`); the keys are the bindings. */
  handlers: Record<string, EventHandler>;
  maxAttempts?: number;
  retryDelayMs?: number;
}

/**
 * Consumes the service's queue with idempotent handlers. Each event runs in one transaction that
 * first claims the event id in `inbox`: a redelivered event finds its id taken and has no second
 * effect. The transaction commits before the transport acks, so a crash in between only causes
 * a redelivery that the inbox absorbs. A handler that throws rolls back the inbox row as well,
 * and the transport retries it, then dead-letters it.
 */
export async function startConsumer(options: ConsumerOptions): Promise<Consumption> {
  const { db, handlers } = options;
  const log = options.logger.child({ consumer: options.service });
  return options.transport.consume({
    service: options.service,
    bindings: Object.keys(handlers),
    ...(options.maxAttempts !== undefined && { maxAttempts: options.maxAttempts }),
    ...(options.retryDelayMs !== undefined && { retryDelayMs: options.retryDelayMs }),
    async handle(event) {
      const eventLog = log.child({
        eventId: event.id,
        eventType: event.type,
        correlationId: event.correlationId,
      });
      const handler = handlerFor(handlers, event);
      if (!handler) {
        // Bindings outlive code on a durable queue, so a removed handler's events still arrive.
        eventLog.warn('no handler for this event type; acknowledged without effect');
        return;
      }
      try {
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
          await handler(event, { trx, log: eventLog });
        });
      } catch (error) {
        eventLog.warn({ err: error }, 'event handler failed');
        throw error;
      }
    },
  });
}

function handlerFor(
  handlers: Record<string, EventHandler>,
  event: EventEnvelope,
): EventHandler | undefined {
  if (Object.hasOwn(handlers, event.type)) return handlers[event.type];
  const pattern = Object.keys(handlers).find((key) => topicMatches(key, event.type));
  return pattern === undefined ? undefined : handlers[pattern];
}
