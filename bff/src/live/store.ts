import type { Knex } from '@rha/kit';

/** The live events of every person, shared by all replicas: what a reconnect resumes from. */
export const LIVE_EVENTS_TABLE = 'live_events';

export interface StoredLiveEvent {
  /** Increases with each event, across all people: the stream's `id:`. */
  seq: number;
  type: string;
  data: unknown;
}

export interface LiveStore {
  /**
   * Keeps the event for the person; returns its seq, or undefined when `sourceId` was kept
   * already (the same event delivered twice).
   */
  append(event: {
    userId: string;
    type: string;
    data: unknown;
    sourceId: string;
  }): Promise<number | undefined>;
  /** The person's events after `seq`, oldest first. */
  after(userId: string, seq: number, limit: number): Promise<StoredLiveEvent[]>;
  /** The newest seq of anyone's: a fresh stream resumes after it. */
  latest(): Promise<number>;
  /** Forgets events older than the retention. */
  prune(olderThanHours: number): Promise<void>;
  /** Forgets the signals of one call, kept for its people. */
  forgetCallSignals(callId: string, userIds: readonly string[]): Promise<void>;
}

export async function ensureLiveEventsTable(db: Knex, schema: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`rha.migrate.${schema}`]);
    await trx.raw('create schema if not exists ??', [schema]);
    await trx.raw(
      `create table if not exists ??.?? (
        seq bigserial primary key,
        user_id text not null,
        type text not null,
        data jsonb not null,
        source_id text not null unique,
        created_at timestamptz not null default now()
      )`,
      [schema, LIVE_EVENTS_TABLE],
    );
    await trx.raw('create index if not exists live_events_by_user on ??.?? (user_id, seq)', [
      schema,
      LIVE_EVENTS_TABLE,
    ]);
  });
}

export function createLiveStore(db: Knex): LiveStore {
  return {
    async append({ userId, type, data, sourceId }) {
      return db.transaction(async (trx) => {
        // Appends commit in seq order: a reader that has seen seq n can never see a smaller one
        // appear later, which would be skipped by a stream already past it.
        await trx.raw('select pg_advisory_xact_lock(hashtext(?))', ['rha.live_events.append']);
        const rows = (await trx(LIVE_EVENTS_TABLE)
          .insert({ user_id: userId, type, data: JSON.stringify(data), source_id: sourceId })
          .onConflict('source_id')
          .ignore()
          .returning('seq')) as { seq: string }[];
        const [row] = rows;
        return row && Number(row.seq);
      });
    },
    async after(userId, seq, limit) {
      const rows = (await db(LIVE_EVENTS_TABLE)
        .where({ user_id: userId })
        .andWhere('seq', '>', seq)
        .orderBy('seq')
        .limit(limit)
        .select('seq', 'type', 'data')) as { seq: string; type: string; data: unknown }[];
      return rows.map((row) => ({ seq: Number(row.seq), type: row.type, data: row.data }));
    },
    async latest() {
      const row = (await db(LIVE_EVENTS_TABLE).max('seq as seq').first()) as
        { seq: string | null } | undefined;
      return Number(row?.seq ?? 0);
    },
    async forgetCallSignals(callId, userIds) {
      // By person first, so the (user_id, seq) index finds the few rows.
      await db(LIVE_EVENTS_TABLE)
        .whereIn('user_id', userIds)
        .andWhere({ type: 'callSignal' })
        .whereRaw(`data->>'callId' = ?`, [callId])
        .delete();
    },
    async prune(olderThanHours) {
      await db(LIVE_EVENTS_TABLE)
        .where('created_at', '<', db.raw(`now() - make_interval(hours => ?)`, [olderThanHours]))
        .delete();
    },
  };
}
