/**
 * Errors that mean the database cannot be reached right now (restarting, failing over, refusing
 * connections), as opposed to a query that is wrong: the request may succeed if sent again shortly.
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  // The server closed the socket under a query (a restart, a failover, a terminated backend).
  'ECONNRESET',
  'EPIPE',
  // SQLSTATE class 08: connection exceptions.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // admin_shutdown, crash_shutdown, cannot_connect_now: a restart in progress.
  '57P01',
  '57P02',
  '57P03',
]);

// node-postgres reports these with no code: a socket closed under a query, or no connection in time.
const terminatedMessages = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  // pg-pool's own wait for a connection ran out (the server accepts but does not answer).
  'timeout exceeded when trying to connect',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  // The pool found no connection in time: with the database up that would be overload, also worth a retry.
  if (name === 'KnexTimeoutError') return true;
  if (typeof code === 'string' && unreachableCodes.has(code)) return true;
  return typeof message === 'string' && terminatedMessages.some((text) => message.includes(text));
}
