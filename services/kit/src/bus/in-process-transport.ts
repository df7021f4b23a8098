import type { Logger } from 'pino';
import { prefetchOf, queueNames, retryPolicy, type RetryPolicy } from './delivery.js';
import { errorMessage } from './error-message.js';
import { parseEnvelope } from './event.js';
import { topicMatches } from './topic.js';
import type { ConsumeOptions, Consumption, EventEnvelope, Subscriber, Transport } from './types.js';

/** An event that failed `maxAttempts` times, kept where RabbitMQ would put `<service>.events.dlq`. */
export interface DeadLetter {
  queue: string;
  event: EventEnvelope;
  attempts: number;
  error: string;
  deadLetteredAt: string;
}

export interface InProcessTransport extends Transport {
  readonly kind: 'in-process';
  /** Dead letters so far, oldest first; only those of `service` when given. */
  deadLetters(service?: string): DeadLetter[];
}

interface Delivery {
  /** Serialized once at publish so a consumer never shares (or mutates) the publisher's object. */
  body: string;
  attempt: number;
}

interface LocalConsumer {
  handle: ConsumeOptions['handle'];
  policy: RetryPolicy;
  prefetch: number;
  inFlight: Set<Promise<void>>;
}

/** Plays the part of a durable queue: it keeps its bindings and messages while nobody consumes. */
interface ServiceQueue {
  service: string;
  patterns: Set<string>;
  consumers: LocalConsumer[];
  ready: Delivery[];
  nextConsumer: number;
  pumpScheduled: boolean;
}

/**
 * Same interface and routing as RabbitMQ, in memory, for the one-process local stack: one
 * instance is shared by every service of the process. Delivery is always asynchronous, a failed
 * handler is retried after `retryDelayMs` and dead-lettered after `maxAttempts`. Nothing
 * survives a restart, which is why deployments use RabbitMQ.
 */
export function createInProcessTransport(options: { logger?: Logger } = {}): InProcessTransport {
  const log = options.logger?.child({ transport: 'in-process' });
  const queues = new Map<string, ServiceQueue>();
  const deadLetters: DeadLetter[] = [];
  const retryTimers = new Set<NodeJS.Timeout>();
  const subscribers = new Map<string, Set<Subscriber>>();
  let closed = false;

  function queueOf(service: string): ServiceQueue {
    let queue = queues.get(service);
    if (!queue) {
      queue = {
        service,
        patterns: new Set(),
        consumers: [],
        ready: [],
        nextConsumer: 0,
        pumpScheduled: false,
      };
      queues.set(service, queue);
    }
    return queue;
  }

  function schedulePump(queue: ServiceQueue): void {
    if (queue.pumpScheduled || closed) return;
    queue.pumpScheduled = true;
    setImmediate(() => {
      queue.pumpScheduled = false;
      pump(queue);
    });
  }

  function pump(queue: ServiceQueue): void {
    while (!closed && queue.ready.length > 0) {
      const consumer = nextFreeConsumer(queue);
      if (!consumer) return;
      const delivery = queue.ready.shift();
      if (delivery) deliver(queue, consumer, delivery);
    }
  }

  function nextFreeConsumer(queue: ServiceQueue): LocalConsumer | undefined {
    for (let tried = 0; tried < queue.consumers.length; tried += 1) {
      const index = (queue.nextConsumer + tried) % queue.consumers.length;
      const consumer = queue.consumers[index];
      if (consumer && consumer.inFlight.size < consumer.prefetch) {
        queue.nextConsumer = index + 1;
        return consumer;
      }
    }
    return undefined;
  }

  function deliver(queue: ServiceQueue, consumer: LocalConsumer, delivery: Delivery): void {
    const run = (async () => {
      try {
        await consumer.handle(JSON.parse(delivery.body) as EventEnvelope);
      } catch (error) {
        handleFailure(queue, consumer.policy, delivery, error);
      }
    })();
    consumer.inFlight.add(run);
    void run.finally(() => {
      consumer.inFlight.delete(run);
      schedulePump(queue);
    });
  }

  function handleFailure(
    queue: ServiceQueue,
    policy: RetryPolicy,
    delivery: Delivery,
    error: unknown,
  ): void {
    const event = JSON.parse(delivery.body) as EventEnvelope;
    const context = {
      queue: queueNames(queue.service).main,
      eventId: event.id,
      eventType: event.type,
    };
    if (delivery.attempt >= policy.maxAttempts) {
      deadLetters.push({
        queue: queueNames(queue.service).dlq,
        event,
        attempts: delivery.attempt,
        error: errorMessage(error),
        deadLetteredAt: new Date().toISOString(),
      });
      log?.error({ ...context, attempts: delivery.attempt, err: error }, 'event dead-lettered');
      return;
    }
    if (closed) {
      log?.warn(
        { ...context, attempt: delivery.attempt, err: error },
        'event lost: transport closed',
      );
      return;
    }
    log?.warn(
      { ...context, attempt: delivery.attempt, err: error },
      'event handler failed; retrying',
    );
    const timer = setTimeout(() => {
      retryTimers.delete(timer);
      queue.ready.push({ body: delivery.body, attempt: delivery.attempt + 1 });
      schedulePump(queue);
    }, policy.retryDelayMs);
    retryTimers.add(timer);
  }

  return {
    kind: 'in-process',

    async publish(event) {
      if (closed) throw new Error('in-process transport is closed');
      const body = JSON.stringify(event);
      if (!parseEnvelope(JSON.parse(body))) {
        throw new TypeError(`not a valid event envelope: ${body.slice(0, 200)}`);
      }
      for (const queue of queues.values()) {
        if ([...queue.patterns].some((pattern) => topicMatches(pattern, event.type))) {
          queue.ready.push({ body, attempt: 1 });
          schedulePump(queue);
        }
      }
    },

    async consume(consumeOptions): Promise<Consumption> {
      if (closed) throw new Error('in-process transport is closed');
      const queue = queueOf(consumeOptions.service);
      for (const pattern of consumeOptions.bindings) queue.patterns.add(pattern);
      const consumer: LocalConsumer = {
        handle: consumeOptions.handle,
        policy: retryPolicy(consumeOptions),
        prefetch: prefetchOf(consumeOptions),
        inFlight: new Set(),
      };
      queue.consumers.push(consumer);
      schedulePump(queue);
      return {
        async stop() {
          queue.consumers = queue.consumers.filter((other) => other !== consumer);
          await Promise.allSettled([...consumer.inFlight]);
        },
      };
    },

    async broadcast(channel, message) {
      if (closed) throw new Error('in-process transport is closed');
      const body = JSON.stringify(message);
      for (const subscriber of subscribers.get(channel) ?? []) {
        // Asynchronous like a broker's delivery, and each gets its own copy.
        setImmediate(() => subscriber.onMessage(JSON.parse(body)));
      }
    },

    async subscribe(channel, subscriber): Promise<Consumption> {
      if (closed) throw new Error('in-process transport is closed');
      const own = subscribers.get(channel) ?? new Set();
      subscribers.set(channel, own);
      // A wrapper, so the same subscriber object may subscribe twice and stop each separately.
      const entry: Subscriber = { onMessage: (message) => subscriber.onMessage(message) };
      own.add(entry);
      return {
        async stop() {
          own.delete(entry);
        },
      };
    },

    async isReady() {
      return !closed;
    },

    async close() {
      closed = true;
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      const inFlight = [...queues.values()].flatMap((queue) =>
        queue.consumers.flatMap((consumer) => [...consumer.inFlight]),
      );
      await Promise.allSettled(inFlight);
    },

    deadLetters(service) {
      const wanted = service === undefined ? undefined : queueNames(service).dlq;
      return deadLetters
        .filter((letter) => wanted === undefined || letter.queue === wanted)
        .map((letter) => structuredClone(letter));
    },
  };
}
