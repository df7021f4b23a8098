/** The longest wait between two attempts at one e-mail. */
export const MAX_RETRY_DELAY_MS = 30 * 60 * 1000;

/** Exponential backoff: `baseMs` after the first failed attempt, doubling, capped at 30 minutes. */
export function retryDelayMs(failedAttempts: number, baseMs: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.min(exponent, 30));
}
