import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { errorMessage } from './error-message.js';
import type { EventEnvelope, Transport } from './types.js';

interface OutboxRow {
  id: string;
  envelope: EventEnvelope;
}

interface BatchResult {
  selected: number;
  published: number;
  failed: number;
}

export interface OutboxRelay {
  /** Publishes every row that is pending now (and not locked by another relay); returns how many. */
  flush(): Promise<number>;
  /** Stops polling; resolves once a publish pass in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Records `event` in the outbox inside the caller's transaction, so the event exists if and
 * only if the change it describes commits. The relay publishes it afterwards. Unchecked: services
 * enqueue through the catalogue-typed `enqueueEvent`, which parses the data first.
 */
export async function insertIntoOutbox(trx: Knex.Transaction, event: EventEnvelope): Promise<void> {
  await trx('outbox').insert({
    id: event.id,
    type: event.type,
    envelope: JSON.stringify(event),
    // now() is the transaction's start time, equal for every event of one transaction;
    // clock_timestamp() keeps them in the order they were enqueued.
    created_at: trx.raw('clock_timestamp()'),
  });
}

/**
 * Polls the outbox and publishes unsent rows oldest first. Rows are locked with
 * `for update skip locked` for the duration of a batch, so several replicas share the work and no
 * row is published by two of them at once. A row is marked published only after the broker
 * confirmed it; a failed row gets `attempts + 1` and `last_error` and stays for the next pass,
 * indefinitely: the poll interval is the backoff. A crash between confirm and commit publishes the
 * row again later, which consumers absorb through their inbox.
 */
export function startOutboxRelay(options: {
  db: Knex;
  transport: Transport;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
}): OutboxRelay {
  const { db, transport } = options;
  const intervalMs = options.intervalMs ?? 1_000;
  const batchSize = options.batchSize ?? 100;
  const log = options.logger.child({ component: 'outbox-relay' });
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let failing = false;
  let running: Promise<unknown> = Promise.resolve();

  /** One pass at a time per relay, so flush() never races the timer for the same rows. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = running.then(work);
    running = result.catch(() => undefined);
    return result;
  }

  /** Logs when publishing starts and stops failing, not once per pass of a long outage. */
  function reportHealth(failed: number, errors: string[]): void {
    if (failed > 0 && !failing) {
      log.warn({ failed, errors }, 'outbox events not published; retrying every pass');
    } else if (failed === 0 && failing) {
      log.info('outbox publishing recovered');
    }
    failing = failed > 0;
  }

  async function publishBatch(): Promise<BatchResult> {
    return db.transaction(async (trx) => {
      const rows: OutboxRow[] = await trx('outbox')
        .select('id', 'envelope')
        .whereNull('published_at')
        .orderBy('created_at')
        .limit(batchSize)
        .forUpdate()
        .skipLocked();
      // Publishes are pipelined on one channel (sent in order, confirmed together), so a slow
      // broker costs one confirm wait per batch rather than one per row.
      const outcomes = await Promise.allSettled(rows.map((row) => transport.publish(row.envelope)));
      const publishedIds: string[] = [];
      const failedIdsByError = new Map<string, string[]>();
      outcomes.forEach((outcome, index) => {
        const id = rows[index]?.id;
        if (id === undefined) return;
        if (outcome.status === 'fulfilled') {
          publishedIds.push(id);
        } else {
          const error = errorMessage(outcome.reason);
          failedIdsByError.set(error, [...(failedIdsByError.get(error) ?? []), id]);
        }
      });
      if (publishedIds.length > 0) {
        await trx('outbox').whereIn('id', publishedIds).update({ published_at: trx.fn.now() });
      }
      for (const [error, ids] of failedIdsByError) {
        await trx('outbox')
          .whereIn('id', ids)
          .update({ attempts: trx.raw('attempts + 1'), last_error: error });
      }
      const failed = rows.length - publishedIds.length;
      reportHealth(failed, [...failedIdsByError.keys()]);
      return { selected: rows.length, published: publishedIds.length, failed };
    });
  }

  async function publishPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await publishBatch();
      total += batch.published;
      // Failed rows are still pending: going round again would retry them in a tight loop.
      if (batch.selected < batchSize || batch.failed > 0) return total;
    }
  }

  function tick(): void {
    void exclusive(publishPending)
      .catch((error: unknown) => log.warn({ err: error }, 'outbox pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  }

  // The first pass starts at once, inside the exclusive chain: rows left by a previous run should
  // not wait an interval, and a flush() called right after start queues behind it instead of
  // letting that pass run later alongside new writes.
  tick();

  return {
    flush: () => exclusive(publishPending),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
