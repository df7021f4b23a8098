import { problems, type Logger } from '@rha/kit';

/** Who a service call is made for: every call carries the request id, signed-in ones the token. */
export interface CallContext {
  requestId: string;
  log: Logger;
  token?: string;
}

/**
 * The options every typed-client call takes: the request id ties the service's log lines to the
 * bff's, the bearer token lets the service check the caller itself, and the timeout keeps a slow
 * service from holding a browser request open.
 */
export function callOptions(caller: CallContext, timeoutMs: number) {
  return {
    params: { header: { 'x-request-id': caller.requestId } },
    headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
    signal: AbortSignal.timeout(timeoutMs),
  };
}

/**
 * Awaits a typed-client call. A service that cannot be reached (refused, reset, timed out) is
 * logged with the call's name and becomes a 502 whose detail is `unreachable`.
 */
export function reach<T>(
  pending: Promise<T>,
  caller: CallContext,
  call: string,
  unreachable: string,
): Promise<T> {
  return pending.catch((error: unknown) => {
    caller.log.warn({ err: error }, `${call} failed`);
    throw problems.upstream(unreachable);
  });
}
