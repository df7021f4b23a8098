import { RequestError } from '../../api/requestError';

/** What a gateway answers when the service behind it is out of reach. */
const GATEWAY_FAILURES: readonly number[] = [502, 503, 504];

/**
 * The submission never got an answer from the service: the browser is offline, the request threw
 * (the link dropped) or a gateway gave up. Sent again later it may pass; anything else is the
 * server's answer and stands.
 */
export function isLinkFailure(error: unknown): boolean {
  if (!(error instanceof RequestError)) return true;
  return GATEWAY_FAILURES.includes(error.status);
}

/**
 * The server turned it away for now, too many changes in a short time: sent again once the wait
 * it asked for is over, it passes. Sent again sooner, it only counts against the user once more.
 */
export function isRateLimited(error: unknown): error is RequestError {
  return error instanceof RequestError && error.status === 429;
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
