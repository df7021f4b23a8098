import type { Logger, Transport } from '@rha/kit';
import type { LiveStore } from './store.js';

/** The broadcast channel that tells every replica a person has a new live event. */
export const LIVE_CHANNEL = 'live';

const BATCH = 200;

/** Where a stream's events go: one SSE message each. */
export interface LiveSink {
  send(event: { id: number; type: string; data: unknown }): void;
  /** The replica is stopping: the client reconnects, to another replica if need be. */
  end(): void;
}

export interface LiveHub {
  /**
   * Serves one person's stream: events after `lastEventId` first (all the person missed while
   * away), then each new one as it is stored, none twice. Without an id, only events from now on.
   * Returns the id the stream starts after, and a function that closes it.
   */
  open(
    userId: string,
    lastEventId: number | undefined,
    sink: LiveSink,
  ): Promise<{ startsAfter: number; close(): void }>;
  /** Stores a person's event, then tells every replica, whose streams of that person fetch it. */
  publish(event: { userId: string; type: string; data: unknown; sourceId: string }): Promise<void>;
  /** Drops an ended call's stored signals: a reconnect must not replay a finished negotiation. */
  forgetCallSignals(callId: string, userIds: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

interface Stream {
  userId: string;
  lastSeq: number;
  sink: LiveSink;
  /** Fetches run one after another, so a stream never sends an event twice or out of order. */
  fetching: Promise<void>;
  closed: boolean;
}

export async function startLiveHub(options: {
  store: LiveStore;
  transport: Transport;
  logger: Logger;
}): Promise<LiveHub> {
  const { store, transport } = options;
  const log = options.logger.child({ component: 'live' });
  const streams = new Map<string, Set<Stream>>();

  function catchUp(stream: Stream): void {
    stream.fetching = stream.fetching
      .then(async () => {
        for (;;) {
          if (stream.closed) return;
          const events = await store.after(stream.userId, stream.lastSeq, BATCH);
          for (const event of events) {
            if (stream.closed) return;
            stream.sink.send({ id: event.seq, type: event.type, data: event.data });
            stream.lastSeq = event.seq;
          }
          if (events.length < BATCH) return;
        }
      })
      .catch((error: unknown) => {
        log.warn({ err: error }, 'live events not fetched; the next one fetches them again');
      });
  }

  function catchUpPerson(userId: string): void {
    for (const stream of streams.get(userId) ?? []) catchUp(stream);
  }

  const subscription = await transport.subscribe(LIVE_CHANNEL, {
    onMessage(message) {
      const userId = (message as { userId?: unknown }).userId;
      if (typeof userId === 'string') catchUpPerson(userId);
    },
    // Announcements may have been lost with the link: every stream looks in the store.
    onReconnect() {
      for (const userId of streams.keys()) catchUpPerson(userId);
    },
  });

  return {
    async open(userId, lastEventId, sink) {
      const startsAfter = lastEventId ?? (await store.latest());
      const stream: Stream = {
        userId,
        lastSeq: startsAfter,
        sink,
        fetching: Promise.resolve(),
        closed: false,
      };
      // Registered before the first fetch, so an event stored meanwhile is fetched too.
      const own = streams.get(userId) ?? new Set<Stream>();
      streams.set(userId, own);
      own.add(stream);
      catchUp(stream);
      return {
        startsAfter,
        close() {
          stream.closed = true;
          own.delete(stream);
          if (own.size === 0 && streams.get(userId) === own) streams.delete(userId);
        },
      };
    },

    async publish(event) {
      const seq = await store.append(event);
      if (seq === undefined) return;
      await transport.broadcast(LIVE_CHANNEL, { userId: event.userId, seq });
    },

    forgetCallSignals: (callId, userIds) => store.forgetCallSignals(callId, userIds),

    async stop() {
      await subscription.stop();
      for (const own of streams.values()) {
        for (const stream of own) {
          stream.closed = true;
          stream.sink.end();
        }
      }
      streams.clear();
    },
  };
}
