export { createTransport } from './transport.js';
export {
  createInProcessTransport,
  type DeadLetter,
  type InProcessTransport,
} from './in-process-transport.js';
export { createAmqpTransport, type AmqpTransportOptions } from './amqp-transport.js';
export { createEvent } from './event.js';
export { enqueueEvent, startOutboxRelay, type OutboxRelay } from './outbox.js';
export { startConsumer, type ConsumerOptions } from './consumer.js';
export { busMigrations } from './migrations.js';
export type {
  ConsumeOptions,
  Consumption,
  EventEnvelope,
  EventHandler,
  Transport,
} from './types.js';
