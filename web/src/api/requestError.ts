import type { FieldError } from '@rha/contracts';
import { httpError } from './httpError';

/**
 * A refused or failed bff call. The message is `status: message` like every failed call; the
 * problem's code and field errors come along so forms can put each message under its field.
 */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The problem's stable code, e.g. validation_failed or draft_claimed. */
    readonly code: string | undefined,
    /** The problem's detail or title, without the status: what a form alert shows. */
    readonly detail: string,
    readonly fieldErrors: readonly FieldError[],
    /** The server's Retry-After, in seconds: how long it asked to wait before trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).field === 'string' &&
    typeof (value as FieldError).message === 'string'
  );
}

/** The RequestError for a response that was not ok, from its problem+json body if it has one. */
export function requestError(response: Response, body: unknown): RequestError {
  const problem = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: unknown;
    detail?: unknown;
    title?: unknown;
    errors?: unknown;
  };
  const message = httpError(response, body).message;
  const detail =
    (typeof problem.detail === 'string' && problem.detail) ||
    (typeof problem.title === 'string' && problem.title) ||
    message;
  const fieldErrors = Array.isArray(problem.errors) ? problem.errors.filter(isFieldError) : [];
  return new RequestError(
    message,
    response.status,
    typeof problem.code === 'string' ? problem.code : undefined,
    detail,
    fieldErrors,
    retryAfterSecondsOf(response.headers.get('retry-after')),
  );
}

/** Retry-After in the form the bff sends, seconds; anything else counts as none. */
function retryAfterSecondsOf(header: string | null): number | undefined {
  const seconds = header?.trim() ?? '';
  return /^\d{1,9}$/.test(seconds) ? Number(seconds) : undefined;
}

/** The message a notice shows for any failure: the problem's detail, else the error's message. */
export function failureMessage(error: unknown): string | undefined {
  if (error instanceof RequestError) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** What the typed client answers for one call. */
export interface CallResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/** The body of an answered call; a call without one throws the RequestError of its response. */
export function dataOrThrow<Data>({ data, error, response }: CallResult<Data>): Data {
  if (!data) throw requestError(response, error);
  return data;
}

/** Returns for a 2xx, its body unread; any other answer throws its RequestError. */
export function okOrThrow({ error, response }: CallResult<unknown>): void {
  if (!response.ok) throw requestError(response, error);
}
