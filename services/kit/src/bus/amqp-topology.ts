import type { Channel } from 'amqplib';
import { queueNames } from './delivery.js';

/** The one exchange every service publishes to; routing key = event type. */
export const EXCHANGE = 'remote-hands.events';

export async function declareExchange(channel: Channel): Promise<void> {
  await channel.assertExchange(EXCHANGE, 'topic', { durable: true });
}

/**
 * `<service>.events` receives the bound event types. A failed delivery waits in
 * `<service>.events.retry` until its per-message expiration, then the broker dead-letters it back
 * to `<service>.events` through the default exchange. Per-message expiration (not a queue TTL)
 * lets the delay change between releases without redeclaring the queue; one delay per service
 * keeps the retry queue in expiry order, which matters because RabbitMQ only expires its head.
 * `<service>.events.dlq` keeps what failed every attempt, for a person to look at.
 */
export async function declareServiceQueues(
  channel: Channel,
  service: string,
  bindings: string[],
): Promise<void> {
  const names = queueNames(service);
  await declareExchange(channel);
  await channel.assertQueue(names.main, { durable: true });
  await channel.assertQueue(names.retry, {
    durable: true,
    deadLetterExchange: '',
    deadLetterRoutingKey: names.main,
  });
  await channel.assertQueue(names.dlq, { durable: true });
  for (const binding of bindings) await channel.bindQueue(names.main, EXCHANGE, binding);
}

/** Carries broadcasts; routing key = channel. Each subscriber has its own queue, gone with it. */
export const BROADCAST_EXCHANGE = 'remote-hands.broadcast';

export async function declareBroadcastExchange(channel: Channel): Promise<void> {
  await channel.assertExchange(BROADCAST_EXCHANGE, 'direct', { durable: true });
}
