import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: as hard to guess as a key can usefully be, 43 characters in base64url. */
export function newDraftSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What identity stores and compares in place of the key. A database reader learns nothing that
 * opens a draft, and an equality test on a hash leaks nothing useful through its timing.
 */
export function draftSecretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
