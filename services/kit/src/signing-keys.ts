import { createPublicKey, type KeyObject } from 'node:crypto';
import jwksRsa from 'jwks-rsa';
import { problems } from './errors.js';

export interface SigningKeyCacheOptions {
  jwksUri: string;
  /** How long one read of the JWKS is trusted: a key removed from it stops verifying after this. */
  keyCacheMs: number;
  /** The least time between two reads of the JWKS, whatever asks for them. */
  minIntervalMs: number;
}

/** Kids the JWKS did not list, remembered so repeating one costs nothing; bounded against floods. */
const MAX_UNKNOWN_KIDS = 10_000;

/**
 * The issuer's signing keys by kid, parsed once per read of the JWKS (parsing a PEM costs more than
 * the signature check). A read is trusted for keyCacheMs, so a rotated-out key stops verifying. A kid
 * the keys lack waits for the next read, shared by every such kid and at most one per minIntervalMs:
 * a flood of made-up kids can neither multiply the reads nor keep a newly rotated-in key out.
 */
export function signingKeyCache(
  options: SigningKeyCacheOptions,
): (kid: string) => Promise<KeyObject> {
  const client = jwksRsa({ jwksUri: options.jwksUri, cache: false, timeout: 5_000 });
  let keys = new Map<string, KeyObject>();
  let readAt = Number.NEGATIVE_INFINITY;
  let attemptedAt = Number.NEGATIVE_INFINITY;
  let failure: unknown;
  let reading: Promise<void> | undefined;
  const unknownKids = new Map<string, number>();

  async function read(): Promise<void> {
    attemptedAt = Date.now();
    try {
      const signingKeys = await client.getSigningKeys();
      keys = new Map(signingKeys.map((key) => [key.kid, createPublicKey(key.getPublicKey())]));
      readAt = attemptedAt;
      failure = undefined;
      unknownKids.clear();
    } catch (error) {
      failure = error;
      throw error;
    }
  }

  /** One read for every caller that needs one, no sooner than minIntervalMs after the last. */
  function nextRead(): Promise<void> {
    const wait = attemptedAt + options.minIntervalMs - Date.now();
    // Right after a failed read, callers learn of the failure instead of queueing behind a retry.
    if (wait > 0 && failure !== undefined) return Promise.reject(failure);
    reading ??= new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, wait)))
      .then(read)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  function rememberUnknown(kid: string): void {
    if (unknownKids.size >= MAX_UNKNOWN_KIDS) {
      const oldest = unknownKids.keys().next();
      if (!oldest.done) unknownKids.delete(oldest.value);
    }
    unknownKids.set(kid, readAt);
  }

  return async function keyFor(kid: string): Promise<KeyObject> {
    const fresh = Date.now() - readAt < options.keyCacheMs;
    const cached = fresh ? keys.get(kid) : undefined;
    if (cached) return cached;
    if (fresh && unknownKids.get(kid) === readAt) throw unknownKey();
    try {
      await nextRead();
    } catch {
      throw problems.upstream('The identity provider could not be reached to check the token.');
    }
    const key = keys.get(kid);
    if (key) return key;
    rememberUnknown(kid);
    throw unknownKey();
  };
}

function unknownKey() {
  return problems.unauthorized('The access token was signed by an unknown key.');
}
