import { createDb, type Knex } from '@rha/kit';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** The one table of the bff's schema: a count and its window's end per key, nothing else. */
export const RATE_LIMIT_TABLE = 'rate_limits';

export interface LimitRule {
  /** Requests allowed per key in one window. */
  limit: number;
  windowSeconds: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface Limiter {
  /** Counts one request for `key` and says whether it is within the limit. */
  hit(key: string): Promise<RateDecision>;
}

export interface RateLimitStore {
  /** A limit whose counts every replica on the same database shares; `name` keeps its keys apart. */
  limiter(name: string, rule: LimitRule): Limiter;
  close(): Promise<void>;
}

/**
 * The counts live in Postgres (rate-limiter-flexible's store), so one limit holds however many replicas run.
 * A window starts with a key's first request. Should the database fail, each replica falls back to counting
 * in its own memory (the library's insurance limiter) rather than refusing or waving through everyone.
 */
export async function openRateLimitStore(options: {
  connectionString: string;
  schema: string;
}): Promise<RateLimitStore> {
  const db = createDb({ connectionString: options.connectionString, schema: options.schema });
  try {
    await ensureRateLimitTable(db, options.schema);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    limiter(name, rule) {
      const shape = {
        keyPrefix: name,
        points: rule.limit,
        duration: rule.windowSeconds,
      };
      return decisions(
        new RateLimiterPostgres({
          ...shape,
          storeClient: db,
          storeType: 'knex',
          schemaName: options.schema,
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          insuranceLimiter: new RateLimiterMemory(shape),
        }),
      );
    },
    close: () => db.destroy(),
  };
}

/**
 * The bff's schema and its table, made once by whichever replica (or the migration Job) comes first: the
 * advisory lock keeps two of them from racing on `create schema`.
 */
export async function ensureRateLimitTable(db: Knex, schema: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`rha.migrate.${schema}`]);
    await trx.raw('create schema if not exists ??', [schema]);
    // The columns rate-limiter-flexible reads and writes.
    await trx.raw(
      `create table if not exists ??.?? (
        key varchar(255) primary key,
        points integer not null default 0,
        expire bigint
      )`,
      [schema, RATE_LIMIT_TABLE],
    );
  });
}

function decisions(limiter: RateLimiterPostgres): Limiter {
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        return { allowed: false, retryAfterSeconds };
      }
    },
  };
}
