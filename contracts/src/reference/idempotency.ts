/**
 * The request header a client sends with a write it may have to repeat (a queued submission sent
 * again after a dropped link): the same value on every attempt makes the server do the write once.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set on an answer that repeats the stored answer of an earlier attempt with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** A key is 1 to this many visible ASCII characters; the web app sends a UUID. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/**
 * How long a key is remembered. A device offline for longer than this has its queued write done
 * again instead of replayed, which is why it covers more than a long fly-in trip.
 */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 7;

/** The codes of the refusals a keyed write can get, whatever the route. */
export const IDEMPOTENCY_PROBLEM_CODES = {
  invalid: 'invalid_idempotency_key',
  reused: 'idempotency_key_reused',
  inFlight: 'idempotency_key_in_flight',
} as const;
