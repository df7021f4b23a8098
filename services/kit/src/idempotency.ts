import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_RETENTION_DAYS,
  IDEMPOTENCY_PROBLEM_CODES,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@rha/contracts';
import type Koa from 'koa';
import type { Knex } from 'knex';
import { HttpProblem } from './errors.js';
import type { Migration } from './migration.js';

/** What a keyed write answers, stored with its key so that a resend gets it again. */
export interface IdempotentAnswer {
  status: number;
  body?: unknown;
}

/**
 * The work of a keyed write. `db` is the transaction the key is held in when the request carries a
 * key (the work's own `db.transaction` then nests as a savepoint), the service's knex otherwise.
 */
export type IdempotentWork = (db: Knex) => Promise<IdempotentAnswer>;

const TABLE = 'idempotency_keys';

/**
 * How long a resend waits for the first attempt with its key to finish before it is told to come
 * back: shorter than the bff's call timeouts, so the refusal reaches the browser.
 */
const IDEMPOTENCY_IN_FLIGHT_WAIT_MS = 3_000;

/** Seconds a resend refused while the first attempt is still running is told to wait. */
const IDEMPOTENCY_IN_FLIGHT_RETRY_AFTER_SECONDS = 2;

/** Postgres' code when `lock_timeout` ends a wait. */
const LOCK_NOT_AVAILABLE = '55P03';

const VALID_KEY = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

interface KeyRow {
  body_hash: string;
  status: number;
  answer: { body?: unknown };
}

/** The table of remembered keys, added to the schema of each service that takes keyed writes. */
export function idempotencyKeysMigration(name: string): Migration {
  return {
    name,
    async up(knex) {
      await knex.schema.createTable(TABLE, (table) => {
        // Whose key: a token's subject, or '' for a caller without a token (the contact form).
        table.text('subject').notNullable();
        table.text('key').notNullable();
        table.text('method').notNullable();
        table.text('path').notNullable();
        table.text('body_hash').notNullable();
        // Set in the transaction that claims the key, so no committed row is without them.
        table.integer('status');
        table.jsonb('answer');
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.primary(['subject', 'key']);
        table.index(['created_at'], 'idempotency_keys_created_at');
      });
    },
    async down(knex) {
      await knex.schema.dropTable(TABLE);
    },
  };
}

/**
 * Makes a key belong to the endpoint it was sent to, so one key sent to two endpoints (the bff
 * passes a request's key on to every write it makes for it) names two writes, not a reuse.
 */
export function scopeIdempotencyKeysToEndpointsMigration(name: string): Migration {
  return {
    name,
    async up(knex) {
      await knex.schema.alterTable(TABLE, (table) => {
        table.dropPrimary();
        table.primary(['subject', 'method', 'path', 'key']);
      });
    },
    async down(knex) {
      // Keys of one caller sent to several endpoints cannot share the narrower key: keep the first.
      await knex.raw(
        `delete from ?? as later using ?? as first
          where later.subject = first.subject and later.key = first.key
            and (later.created_at, later.ctid) > (first.created_at, first.ctid)`,
        [TABLE, TABLE],
      );
      await knex.schema.alterTable(TABLE, (table) => {
        table.dropPrimary();
        table.primary(['subject', 'key']);
      });
    },
  };
}

/**
 * Answers a write at most once per (caller, endpoint, `Idempotency-Key`). Without the header the work simply
 * runs. With it, the key is claimed by inserting its row in the transaction the work runs in, so the
 * key is committed exactly when the write is and a failed or rolled-back write leaves none:
 * - a resend after the first attempt committed gets the stored status and body again, marked
 *   `Idempotent-Replayed: true`, and nothing runs;
 * - the same key on the same endpoint with another body is refused (422 `idempotency_key_reused`);
 * - a resend arriving while the first attempt runs waits on the key's row (Postgres blocks the
 *   second insert until the first transaction ends), then replays; after
 *   IDEMPOTENCY_IN_FLIGHT_WAIT_MS it is refused (409 `idempotency_key_in_flight`, Retry-After).
 * Keys older than the retention are purged after each keyed write.
 */
export async function answerIdempotently(
  ctx: Koa.Context,
  db: Knex,
  subject: string | undefined,
  work: IdempotentWork,
): Promise<void> {
  const key = idempotencyKeyOf(ctx);
  if (key === undefined) {
    respond(ctx, await work(db));
    return;
  }
  const claim: Claim = {
    subject: subject ?? '',
    key,
    method: ctx.method,
    path: ctx.path,
    body_hash: bodyHash(ctx.request.body),
  };
  const outcome = await db.transaction(async (trx) => {
    if (!(await claimKey(trx, claim))) {
      return { replayed: true, answer: await storedAnswer(trx, claim) };
    }
    const answer = await work(trx);
    await trx(TABLE)
      .where(keyOf(claim))
      .update({ status: answer.status, answer: JSON.stringify({ body: answer.body }) });
    return { replayed: false, answer };
  });
  if (outcome.replayed) ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
  respond(ctx, outcome.answer);
  if (outcome.replayed) return;
  await purgeExpiredKeys(db).catch((error: unknown) => {
    ctx.state.log?.warn({ err: error }, 'purging expired idempotency keys failed');
  });
}

/** The request's key; undefined without the header, a 400 naming the header when malformed. */
function idempotencyKeyOf(ctx: Koa.Context): string | undefined {
  const value = ctx.get(IDEMPOTENCY_KEY_HEADER);
  if (value === '' && ctx.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] === undefined) {
    return undefined;
  }
  if (VALID_KEY.test(value)) return value;
  throw new HttpProblem({
    status: 400,
    code: IDEMPOTENCY_PROBLEM_CODES.invalid,
    detail: `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters.`,
    errors: [
      {
        field: IDEMPOTENCY_KEY_HEADER,
        message: `Must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters.`,
      },
    ],
  });
}

/** Deletes keys past the retention; returns how many. */
export async function purgeExpiredKeys(db: Knex): Promise<number> {
  return db(TABLE)
    .where(
      'created_at',
      '<',
      db.raw(`now() - make_interval(days => ?)`, [IDEMPOTENCY_KEY_RETENTION_DAYS]),
    )
    .delete();
}

interface Claim {
  subject: string;
  key: string;
  method: string;
  path: string;
  body_hash: string;
}

function keyOf(claim: Claim): Omit<Claim, 'body_hash'> {
  return { subject: claim.subject, method: claim.method, path: claim.path, key: claim.key };
}

/** True when this transaction now holds the key; false when an earlier attempt committed it. */
async function claimKey(trx: Knex.Transaction, claim: Claim): Promise<boolean> {
  // The wait bound applies to the claim only, not to the locks the work itself takes.
  await trx.raw(`set local lock_timeout = ${IDEMPOTENCY_IN_FLIGHT_WAIT_MS}`);
  let inserted: unknown[];
  try {
    inserted = await trx(TABLE)
      .insert(claim)
      .onConflict(['subject', 'method', 'path', 'key'])
      .ignore()
      .returning('key');
  } catch (error) {
    if (isLockTimeout(error)) throw inFlight();
    throw error;
  }
  await trx.raw('set local lock_timeout to default');
  return inserted.length > 0;
}

async function storedAnswer(trx: Knex.Transaction, claim: Claim): Promise<IdempotentAnswer> {
  const row: KeyRow | undefined = await trx(TABLE)
    .select('body_hash', 'status', 'answer')
    .where(keyOf(claim))
    .first();
  // The row our claim collided with was purged in between: the resend may simply come again.
  if (!row) throw inFlight();
  if (row.body_hash !== claim.body_hash) {
    throw new HttpProblem({
      status: 422,
      code: IDEMPOTENCY_PROBLEM_CODES.reused,
      detail: `This ${IDEMPOTENCY_KEY_HEADER} was already used for another request.`,
    });
  }
  return { status: row.status, body: row.answer.body };
}

function respond(ctx: Koa.Context, answer: IdempotentAnswer): void {
  ctx.status = answer.status;
  if (answer.body !== undefined) ctx.body = answer.body;
}

function inFlight(): HttpProblem {
  return new HttpProblem({
    status: 409,
    code: IDEMPOTENCY_PROBLEM_CODES.inFlight,
    detail: `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being handled; try again shortly.`,
    headers: { 'retry-after': String(IDEMPOTENCY_IN_FLIGHT_RETRY_AFTER_SECONDS) },
  });
}

/** The parsed body, so a resend matches however its JSON was spaced. */
function bodyHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

function isLockTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === LOCK_NOT_AVAILABLE
  );
}
