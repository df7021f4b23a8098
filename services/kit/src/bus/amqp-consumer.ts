import type { Channel, ChannelModel, ConsumeMessage, Options } from 'amqplib';
import type { Logger } from 'pino';
import { countEventFailure } from '../metrics.js';
import { declareServiceQueues } from './amqp-topology.js';
import { prefetchOf, queueNames, retryPolicy } from './delivery.js';
import { errorMessage } from './error-message.js';
import { parseEnvelope } from './event.js';
import type { ConsumeOptions, EventEnvelope } from './types.js';

/** Header carrying which delivery attempt (1-based) a message is on. */
export const ATTEMPT_HEADER = 'x-attempt';
/** Header carrying why the previous attempt failed (retry queue) or the last one (DLQ). */
export const ERROR_HEADER = 'x-last-error';

const MAX_ERROR_HEADER_LENGTH = 1_000;

/** What a consumer needs from the transport that owns the connection. */
export interface ConsumerHost {
  log: Logger;
  /** Resolves once the broker confirmed the message on the transport's confirm channel. */
  sendToQueue(queue: string, content: Buffer, options: Options.Publish): Promise<void>;
  /** The consumer's channel died while its connection looked alive: start over on a new one. */
  channelLost(model: ChannelModel): void;
}

export interface AmqpConsumer {
  /** Declares the queues and starts consuming on `model`; once per connection. */
  attach(model: ChannelModel): Promise<void>;
  /** The connection is gone; unacked deliveries return to the queue on the broker's side. */
  detach(): void;
  stop(): Promise<void>;
}

export function createAmqpConsumer(options: ConsumeOptions, host: ConsumerHost): AmqpConsumer {
  const policy = retryPolicy(options);
  const names = queueNames(options.service);
  const log = host.log.child({ queue: names.main });
  const inFlight = new Set<Promise<void>>();
  let attachedTo: ChannelModel | undefined;
  let attaching: Promise<void> = Promise.resolve();
  let channel: Channel | undefined;
  let consumerTag: string | undefined;
  let stopping = false;

  async function open(model: ChannelModel): Promise<void> {
    const opened = await model.createChannel();
    opened.on('error', (error: Error) => log.warn({ err: error }, 'consumer channel error'));
    try {
      await declareServiceQueues(opened, options.service, options.bindings);
      await opened.prefetch(prefetchOf(options));
      channel = opened;
      const reply = await opened.consume(names.main, (message) => receive(opened, message));
      consumerTag = reply.consumerTag;
    } catch (error) {
      channel = undefined;
      await opened.close().catch(() => undefined);
      throw error;
    }
    opened.on('close', () => {
      if (channel !== opened) return;
      channel = undefined;
      consumerTag = undefined;
      if (!stopping) host.channelLost(model);
    });
  }

  function receive(from: Channel, message: ConsumeMessage | null): void {
    if (message === null) {
      // The broker cancels a consumer whose queue was deleted; reconnecting redeclares it.
      log.warn('consumer cancelled by the broker');
      if (channel === from && attachedTo && !stopping) host.channelLost(attachedTo);
      return;
    }
    const run = handleDelivery(from, message);
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  }

  async function handleDelivery(from: Channel, message: ConsumeMessage): Promise<void> {
    const attempt = attemptOf(message);
    const event = decode(message);
    if (!event) {
      log.error({ messageId: message.properties.messageId }, 'malformed event: dead-lettered');
      await settle(from, message, () => moveToDlq(message, attempt, 'malformed event envelope'));
      return;
    }
    const context = { eventId: event.id, eventType: event.type, attempt };
    try {
      await options.handle(event);
    } catch (error) {
      if (attempt >= policy.maxAttempts) {
        log.error({ ...context, err: error }, 'event failed every attempt: dead-lettered');
        await settle(from, message, () => moveToDlq(message, attempt, errorMessage(error)));
      } else {
        log.warn({ ...context, err: error }, 'event handler failed; retrying');
        await settle(from, message, () => moveToRetry(message, attempt, errorMessage(error)));
      }
      return;
    }
    acknowledge(from, message);
  }

  /** Acks only after the copy is confirmed, so a message is never dropped between the two. */
  async function settle(from: Channel, message: ConsumeMessage, republish: () => Promise<void>) {
    try {
      await republish();
    } catch (error) {
      log.warn({ err: error }, 'could not reroute a failed event; returning it to the queue');
      if (channel === from) tryOrIgnore(() => from.nack(message, false, true));
      return;
    }
    acknowledge(from, message);
  }

  function acknowledge(from: Channel, message: ConsumeMessage): void {
    // On a closed channel the broker has already requeued the message; the inbox absorbs the
    // redelivery.
    if (channel === from) tryOrIgnore(() => from.ack(message));
  }

  async function moveToRetry(message: ConsumeMessage, attempt: number, error: string) {
    await host.sendToQueue(names.retry, message.content, {
      ...copiedProperties(message),
      headers: headersWith(message, attempt + 1, error),
      expiration: String(policy.retryDelayMs),
    });
    countEventFailure(names.main, 'retried');
  }

  async function moveToDlq(message: ConsumeMessage, attempt: number, error: string) {
    await host.sendToQueue(names.dlq, message.content, {
      ...copiedProperties(message),
      headers: headersWith(message, attempt, error),
    });
    countEventFailure(names.main, 'dead_lettered');
  }

  return {
    attach(model) {
      if (stopping) return Promise.resolve();
      if (attachedTo !== model) {
        attachedTo = model;
        attaching = open(model).catch((error: unknown) => {
          attachedTo = undefined;
          throw error;
        });
      }
      return attaching;
    },

    detach() {
      attachedTo = undefined;
      channel = undefined;
      consumerTag = undefined;
    },

    async stop() {
      stopping = true;
      await attaching.catch(() => undefined);
      const current = channel;
      if (current && consumerTag) await current.cancel(consumerTag).catch(() => undefined);
      await Promise.allSettled([...inFlight]);
      channel = undefined;
      if (current) await current.close().catch(() => undefined);
    },
  };
}

function decode(message: ConsumeMessage): EventEnvelope | undefined {
  try {
    return parseEnvelope(JSON.parse(message.content.toString('utf8')));
  } catch {
    return undefined;
  }
}

function attemptOf(message: ConsumeMessage): number {
  const value: unknown = message.properties.headers?.[ATTEMPT_HEADER];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1;
}

function copiedProperties(message: ConsumeMessage): Options.Publish {
  const { properties } = message;
  return {
    persistent: true,
    contentType: properties.contentType as string | undefined,
    messageId: properties.messageId as string | undefined,
    type: properties.type as string | undefined,
    correlationId: properties.correlationId as string | undefined,
    timestamp: properties.timestamp as number | undefined,
    appId: properties.appId as string | undefined,
  };
}

function headersWith(message: ConsumeMessage, attempt: number, error: string) {
  return {
    ...message.properties.headers,
    [ATTEMPT_HEADER]: attempt,
    [ERROR_HEADER]: error.slice(0, MAX_ERROR_HEADER_LENGTH),
  };
}

function tryOrIgnore(action: () => void): void {
  try {
    action();
  } catch {
    // The channel closed under us; the broker requeues whatever was unacknowledged.
  }
}
