/** The error a failed call throws: `status: message`, the message taken from the problem body if any. */
export function httpError(response: Response, body: unknown): Error {
  const problem = (typeof body === 'object' && body !== null ? body : {}) as {
    detail?: unknown;
    title?: unknown;
  };
  const message =
    (typeof problem.detail === 'string' && problem.detail) ||
    (typeof problem.title === 'string' && problem.title) ||
    response.statusText ||
    'Request failed';
  return new Error(`${response.status}: ${message}`);
}
