import amqp from 'amqplib';
import type { ChannelModel, ConfirmChannel, Options } from 'amqplib';
import type { Logger } from 'pino';
import { createAmqpConsumer, type AmqpConsumer, type ConsumerHost } from './amqp-consumer.js';
import { createAmqpSubscription } from './amqp-subscription.js';
import {
  BROADCAST_EXCHANGE,
  EXCHANGE,
  declareBroadcastExchange,
  declareExchange,
} from './amqp-topology.js';
import { errorMessage } from './error-message.js';
import { parseEnvelope } from './event.js';
import type { Consumption, Transport } from './types.js';

export interface AmqpTransportOptions {
  url: string;
  logger: Logger;
  /** Backoff between reconnection attempts: doubles from `initialDelayMs` up to `maxDelayMs`. */
  reconnect?: { initialDelayMs?: number; maxDelayMs?: number };
  /** A publish not confirmed within this time is reported as failed (the outbox retries it). */
  confirmTimeoutMs?: number;
}

interface Session {
  model: ChannelModel;
  publisher: ConfirmChannel;
}

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * RabbitMQ transport. It resolves even when the broker is unreachable, so a service starts
 * (and reports not ready) during a broker outage; it reconnects with backoff for as long as it
 * lives and re-establishes every consumer on each new connection. While disconnected, publish
 * rejects at once: the outbox keeps the row and tries again on its next tick.
 */
export async function createAmqpTransport(options: AmqpTransportOptions): Promise<Transport> {
  const log = options.logger.child({ transport: 'amqp', broker: redactedUrl(options.url) });
  const initialDelayMs = options.reconnect?.initialDelayMs ?? 200;
  const maxDelayMs = options.reconnect?.maxDelayMs ?? 15_000;
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 10_000;
  const consumers = new Set<AmqpConsumer>();
  let session: Session | undefined;
  let connecting: Promise<void> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let failedAttempts = 0;
  let closed = false;

  const host: ConsumerHost = {
    log,
    sendToQueue(queue, content, publishOptions) {
      if (!session) return Promise.reject(new Error('RabbitMQ is not connected'));
      return publishConfirmed(session.publisher, '', queue, content, publishOptions);
    },
    channelLost(model) {
      // When the whole connection dies its channels close first; let its own 'close' event
      // (emitted in the same tick) handle that case, and only act on a lone channel's death.
      setImmediate(() => {
        if (session?.model !== model) return;
        log.warn('a consumer channel closed on a live connection; reconnecting');
        void closeQuietly(model);
      });
    },
  };

  function connect(): Promise<void> {
    connecting ??= openSession().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  async function openSession(): Promise<void> {
    let model: ChannelModel | undefined;
    try {
      model = await amqp.connect(options.url, { timeout: CONNECT_TIMEOUT_MS });
      watch(model);
      const publisher = await model.createConfirmChannel();
      const owner = model;
      publisher.on('error', (error: Error) => log.warn({ err: error }, 'publish channel error'));
      // A session without its confirm channel cannot publish: start a fresh one.
      publisher.on('close', () => void closeQuietly(owner));
      await declareExchange(publisher);
      await declareBroadcastExchange(publisher);
      if (closed) {
        await closeQuietly(model);
        return;
      }
      session = { model, publisher };
      for (const consumer of consumers) await consumer.attach(model);
      failedAttempts = 0;
      log.info('connected to RabbitMQ');
    } catch (error) {
      session = undefined;
      for (const consumer of consumers) consumer.detach();
      if (model) await closeQuietly(model);
      if (closed) return;
      failedAttempts += 1;
      log.warn({ err: error, failedAttempts }, 'RabbitMQ unavailable; will retry');
      scheduleReconnect();
    }
  }

  function watch(model: ChannelModel): void {
    model.on('error', (error: Error) => log.warn({ err: error }, 'RabbitMQ connection error'));
    model.on('blocked', (reason: string) => log.warn({ reason }, 'RabbitMQ blocked publishing'));
    model.on('unblocked', () => log.info('RabbitMQ unblocked publishing'));
    model.on('close', () => {
      if (session?.model !== model) return;
      session = undefined;
      for (const consumer of consumers) consumer.detach();
      if (closed) return;
      log.warn('lost the connection to RabbitMQ; reconnecting');
      scheduleReconnect();
    });
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    const base = Math.min(maxDelayMs, initialDelayMs * 2 ** Math.max(0, failedAttempts - 1));
    // Jitter keeps many replicas from reconnecting in lockstep after a broker restart.
    const delay = Math.round(base * (0.8 + Math.random() * 0.4));
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, delay);
  }

  function publishConfirmed(
    channel: ConfirmChannel,
    exchange: string,
    routingKey: string,
    content: Buffer,
    publishOptions: Options.Publish,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`publish not confirmed within ${confirmTimeoutMs} ms`)),
        confirmTimeoutMs,
      );
      try {
        channel.publish(exchange, routingKey, content, publishOptions, (error: unknown) => {
          clearTimeout(timer);
          if (error) reject(new Error(`broker refused the message: ${errorMessage(error)}`));
          else resolve();
        });
      } catch (error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  await connect();

  return {
    kind: 'amqp',

    async publish(event) {
      if (!parseEnvelope(event)) throw new TypeError(`not a valid event envelope: ${event.type}`);
      if (!session) throw new Error('RabbitMQ is not connected');
      await publishConfirmed(session.publisher, EXCHANGE, event.type, toBuffer(event), {
        persistent: true,
        contentType: 'application/json',
        messageId: event.id,
        type: event.type,
        correlationId: event.correlationId,
        appId: event.source,
      });
    },

    async broadcast(channel, message) {
      if (!session) throw new Error('RabbitMQ is not connected');
      await publishConfirmed(session.publisher, BROADCAST_EXCHANGE, channel, toBuffer(message), {
        contentType: 'application/json',
      });
    },

    subscribe(channel, subscriber) {
      return attached(createAmqpSubscription(channel, subscriber, host));
    },

    consume(consumeOptions) {
      return attached(createAmqpConsumer(consumeOptions, host));
    },

    async isReady() {
      return session !== undefined;
    },

    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      await connecting;
      await Promise.allSettled([...consumers].map((consumer) => consumer.stop()));
      consumers.clear();
      const current = session;
      session = undefined;
      if (current) await closeQuietly(current.model);
    },
  };

  /** Attaches now when connected, and again on every reconnection until stopped. */
  async function attached(consumer: AmqpConsumer): Promise<Consumption> {
    if (closed) throw new Error('transport is closed');
    consumers.add(consumer);
    const model = session?.model;
    if (model) {
      try {
        await consumer.attach(model);
      } catch (error) {
        // A lost connection is not the caller's problem: the consumer attaches on reconnect.
        // An error on a live connection (e.g. a queue declared with other arguments) is.
        if (session?.model === model) {
          consumers.delete(consumer);
          await consumer.stop();
          throw error;
        }
      }
    }
    return {
      async stop() {
        consumers.delete(consumer);
        await consumer.stop();
      },
    };
  }
}

function toBuffer(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value), 'utf8');
}

async function closeQuietly(model: ChannelModel): Promise<void> {
  try {
    await model.close();
  } catch {
    // Already closed or closing: the 'close' handler does the bookkeeping.
  }
}

function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'invalid AMQP URL';
  }
}
