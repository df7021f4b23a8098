/** An immutable, past-tense fact. `type` is also the routing key, e.g. `identity.user.registered.v1`. */
export interface EventEnvelope<TData = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  source: string;
  correlationId: string;
  data: TData;
}

/** Moves envelopes between services: RabbitMQ when AMQP_URL is set, in-process otherwise. */
export interface Transport {
  readonly kind: 'amqp' | 'in-process';
  /** Resolves only after the broker confirmed the (persistent) message. */
  publish(event: EventEnvelope): Promise<void>;
  /**
   * Consumes the durable queue `<service>.events`, bound to `bindings` (routing keys / patterns).
   * A rejected `handle` is retried after `retryDelayMs`, at most `maxAttempts` times in all,
   * then moved to `<service>.events.dlq`. Never acked on failure.
   */
  consume(options: ConsumeOptions): Promise<Consumption>;
  /**
   * Sends `message` to every current subscriber of `channel`, in every process: a fan-out for what
   * matters only to whoever is connected now. Nothing is kept for a subscriber that was not there,
   * and nothing is retried; the message is JSON.
   */
  broadcast(channel: string, message: unknown): Promise<void>;
  /** Receives the broadcasts of `channel` until stopped. */
  subscribe(channel: string, subscriber: Subscriber): Promise<Consumption>;
  /** True while the connection to the broker is usable. */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}

export interface ConsumeOptions {
  /** Names the queues: `<service>.events`, `<service>.events.retry`, `<service>.events.dlq`. */
  service: string;
  /** Event types or topic patterns (`*` = one word, `#` = zero or more words). */
  bindings: string[];
  /** Deliveries in all, the first included, before the DLQ. Default 5. */
  maxAttempts?: number | undefined;
  /** Wait before each redelivery of a failed event. Default 5000. */
  retryDelayMs?: number | undefined;
  /**
   * One event at a time, in the order the queue holds them, for a consumer whose events build on
   * each other (a job's completion needs its submission recorded). Default: up to PREFETCH at once.
   */
  inOrder?: boolean | undefined;
  /** Resolving acks the message; rejecting schedules a retry (or the DLQ after the last attempt). */
  handle(event: EventEnvelope): Promise<void>;
}

export interface Consumption {
  stop(): Promise<void>;
}

export interface Subscriber {
  onMessage(message: unknown): void;
  /**
   * The subscription is back after the link to the broker was lost, during which broadcasts may
   * have been missed: whoever relies on them catches up from their own store.
   */
  onReconnect?(): void;
}
