/** Delivery rules both transports share, so in-process runs behave like RabbitMQ. */
import type { ConsumeOptions } from './types.js';

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_RETRY_DELAY_MS = 5_000;

export interface RetryPolicy {
  /** Deliveries in all, the first one included, before a failing event is dead-lettered. */
  maxAttempts: number;
  retryDelayMs: number;
}

export function retryPolicy(
  options: Pick<ConsumeOptions, 'maxAttempts' | 'retryDelayMs'>,
): RetryPolicy {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new RangeError(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  }
  if (!Number.isInteger(retryDelayMs) || retryDelayMs < 0) {
    throw new RangeError(`retryDelayMs must be a non-negative integer, got ${retryDelayMs}`);
  }
  return { maxAttempts, retryDelayMs };
}

/** Queue names shared by every transport so logs and dashboards read the same everywhere. */
export function queueNames(service: string): { main: string; retry: string; dlq: string } {
  const main = `${service}.events`;
  return { main, retry: `${main}.retry`, dlq: `${main}.dlq` };
}

/** How many unacknowledged deliveries one consumer holds at once. */
export const PREFETCH = 10;

/** How many deliveries this consumer handles at once. */
export function prefetchOf(options: Pick<ConsumeOptions, 'inOrder'>): number {
  return options.inOrder ? 1 : PREFETCH;
}
