export { createTransport } from './transport.js';
export {
  createInProcessTransport,
  type DeadLetter,
  type InProcessTransport,
} from './in-process-transport.js';
export { createAmqpTransport, type AmqpTransportOptions } from './amqp-transport.js';
export type { EventMeta } from './event.js';
export {
  createEvent,
  enqueueEvent,
  startConsumer,
  type ConsumerOptions,
  type ContractEvent,
  type EventHandler,
  type EventHandlers,
  type EventInput,
  type ServiceConsumerOptions,
} from './contract-events.js';
export { startOutboxRelay, type OutboxRelay } from './outbox.js';
export { busMigrations } from './migrations.js';
export type { ConsumeOptions, Consumption, EventEnvelope, Subscriber, Transport } from './types.js';
