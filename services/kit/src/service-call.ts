import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_PROBLEM_CODES,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@rha/contracts';
import type Koa from 'koa';
import { HttpProblem, problems, type FieldError } from './errors.js';
import type { Logger } from './logger.js';

/**
 * Who a call to another service is made for. The request id ties the service's log lines to
 * ours; the bearer token (when someone is signed in) lets the service decide ownership itself.
 */
export interface Caller {
  requestId: string;
  log: Logger;
  token?: string;
  /** The write's `Idempotency-Key`, passed on so the service that makes the write honours it. */
  idempotencyKey?: string;
  /** Told when a service answered a resend with its stored answer, to say so to our own caller. */
  replayed?: () => void;
}

/**
 * The caller of the request being handled: its request id and logger, its token when signed in,
 * the idempotency key it sent.
 */
export function callerOf(ctx: Koa.Context): Caller {
  const { requestId, log, auth } = ctx.state;
  const idempotencyKey = ctx.get(IDEMPOTENCY_KEY_HEADER);
  return {
    requestId,
    log,
    ...(auth && { token: auth.token }),
    ...(idempotencyKey !== '' && {
      idempotencyKey,
      replayed: () => ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true'),
    }),
  };
}

/** A refusal status relayed as it is, or `'4xx'` for every client error. */
export type RelayedStatus = number | '4xx';

export interface CallPolicy {
  /** The service's name, in logs and in the details of our 502s, e.g. `company`. */
  service: string;
  /** A slow service must not hold our own request open indefinitely. */
  timeoutMs: number;
  /**
   * Refusals our caller may learn about: they keep their status, code, detail and field errors
   * (the spec's messages come from the service). Every other refusal is the service's fault: 502.
   */
  relay: readonly RelayedStatus[];
  /** The 502's detail when the service cannot be reached; defaults to naming the service. */
  unreachable?: string;
  /** The 502's detail when the service refuses in a way that is not relayed. */
  failed?: string;
}

/**
 * The request options a typed (openapi-fetch) client call needs; spread them into its init. A
 * type, not an interface: openapi-fetch takes the init as an index-signature object.
 */
export type CallInit = {
  headers: Record<string, string>;
  signal: AbortSignal;
};

/** What an openapi-fetch client call resolves to. */
export interface ClientAnswer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** A refusal that is an answer for this call, e.g. 404 meaning "none yet". */
export interface ExpectedRefusal<R> {
  status: number;
  /** Only a problem with this code counts; any code when omitted. */
  code?: string;
  answer: R;
}

export interface CallOptions<R> {
  expected?: readonly ExpectedRefusal<R>[];
  /** Maps the service's field names onto the ones our caller sent (relayed field errors). */
  rename?: (field: string) => string;
}

export interface ServiceCalls {
  /** The data of a successful answer, an expected refusal's answer, or throws an HttpProblem. */
  call<T, R = never>(
    caller: Caller,
    name: string,
    send: (init: CallInit) => Promise<ClientAnswer<T>>,
    options?: CallOptions<R>,
  ): Promise<T | R>;
  /** As `call`, also giving the success status (e.g. 201 against 200 for a replayed write). */
  callWithStatus<T>(
    caller: Caller,
    name: string,
    send: (init: CallInit) => Promise<ClientAnswer<T>>,
    options?: Omit<CallOptions<never>, 'expected'>,
  ): Promise<{ data: T; status: number }>;
}

/** Calls to one service under one declared policy. */
export function serviceCalls(policy: CallPolicy): ServiceCalls {
  const relayed = (status: number) =>
    policy.relay.some((entry) =>
      entry === '4xx' ? status >= 400 && status < 500 : entry === status,
    );

  async function exchange<T>(
    caller: Caller,
    name: string,
    send: (init: CallInit) => Promise<ClientAnswer<T>>,
  ): Promise<ClientAnswer<T>> {
    const headers: Record<string, string> = { 'x-request-id': caller.requestId };
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    if (caller.idempotencyKey !== undefined) {
      headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] = caller.idempotencyKey;
    }
    try {
      const answer = await send({ headers, signal: AbortSignal.timeout(policy.timeoutMs) });
      if (answer.response.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true') caller.replayed?.();
      return answer;
    } catch (error) {
      // A request we could not even build (a value JSON.stringify gives up on) is our own failure,
      // not the service's absence.
      if (error instanceof RangeError) throw error;
      caller.log.warn({ err: error }, `${policy.service} ${name} failed`);
      throw problems.upstream(policy.unreachable ?? unreachableDetail(policy, error));
    }
  }

  function refusal(
    caller: Caller,
    name: string,
    response: Response,
    body: unknown,
    rename: ((field: string) => string) | undefined,
  ): HttpProblem {
    const { status } = response;
    const problem = problemOf(body);
    // A refused idempotency key is about our caller's own header, whatever the service's policy.
    if (problem && (relayed(status) || isIdempotencyRefusal(problem.code))) {
      return relay(status, problem, rename, response.headers.get('retry-after'));
    }
    caller.log.warn({ status, problem: body }, `${policy.service} ${name} answered with an error`);
    return problems.upstream(
      policy.failed ?? `The ${policy.service} service could not handle the request.`,
    );
  }

  return {
    async call(caller, name, send, options) {
      const { data, error, response } = await exchange(caller, name, send);
      if (response.ok) return data as never;
      const expected = options?.expected?.find(
        (entry) =>
          entry.status === response.status &&
          (entry.code === undefined || entry.code === problemOf(error)?.code),
      );
      if (expected) return expected.answer;
      throw refusal(caller, name, response, error, options?.rename);
    },

    async callWithStatus(caller, name, send, options) {
      const { data, error, response } = await exchange(caller, name, send);
      if (response.ok) return { data: data as never, status: response.status };
      throw refusal(caller, name, response, error, options?.rename);
    },
  };
}

interface RelayableProblem {
  code: string;
  detail?: string;
  errors?: FieldError[];
}

/** A body without a problem's code is not the service speaking (e.g. a proxy's error page). */
function problemOf(body: unknown): RelayableProblem | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, detail, errors } = body as Record<string, unknown>;
  if (typeof code !== 'string') return undefined;
  return {
    code,
    ...(typeof detail === 'string' ? { detail } : {}),
    ...(Array.isArray(errors) ? { errors: errors as FieldError[] } : {}),
  };
}

const idempotencyCodes: readonly string[] = Object.values(IDEMPOTENCY_PROBLEM_CODES);

function isIdempotencyRefusal(code: string): boolean {
  return idempotencyCodes.includes(code);
}

function relay(
  status: number,
  problem: RelayableProblem,
  rename: ((field: string) => string) | undefined,
  retryAfter: string | null,
): HttpProblem {
  const errors =
    problem.errors && rename
      ? problem.errors.map(({ field, message }) => ({ field: rename(field), message }))
      : problem.errors;
  // A service that refuses the token refuses our caller's token: ours to answer, with the challenge.
  if (status === 401) return problems.unauthorized(problem.detail);
  return new HttpProblem({
    status,
    code: problem.code,
    ...(problem.detail === undefined ? {} : { detail: problem.detail }),
    ...(errors === undefined ? {} : { errors }),
    ...(retryAfter === null ? {} : { headers: { 'retry-after': retryAfter } }),
  });
}

function unreachableDetail(policy: CallPolicy, error: unknown): string {
  return error instanceof Error && error.name === 'TimeoutError'
    ? `The ${policy.service} service did not answer within ${policy.timeoutMs} ms.`
    : `The ${policy.service} service is unreachable.`;
}
