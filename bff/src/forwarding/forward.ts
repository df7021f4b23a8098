import { fileTypesOf, type Endpoint, type ForwardTarget } from '@rha/contracts/endpoints';
import {
  serviceCalls,
  type CallPolicy,
  type Caller,
  type ClientAnswer,
  type ServiceCalls,
} from '@rha/kit';

/** Where each service answers, by the name its contract entries give it. */
export type ServiceUrls = Record<ForwardTarget['service'], string>;

/**
 * How long each service may take and which of its refusals reach the browser as they are (the rest
 * are a 502), the same policy its hand-written client calls it with. A service is forwarded to only
 * once it is listed here.
 */
export const forwardPolicies: Partial<
  Record<ForwardTarget['service'], Omit<CallPolicy, 'service'>>
> = {
  company: { timeoutMs: 5_000, relay: [400, 401, 403, 404, 409, 413] },
  technician: { timeoutMs: 5_000, relay: ['4xx'] },
  // 429: a call's own budget of signals, which the browser waits out.
  'service-request': { timeoutMs: 10_000, relay: [400, 401, 403, 404, 409, 429] },
  notification: { timeoutMs: 5_000, relay: [400, 401, 403, 404] },
  billing: { timeoutMs: 5_000, relay: [400, 401, 403, 404, 409] },
};

/** What a forwarded call sends on besides the caller's identity. */
export interface ForwardedRequest {
  params: Record<string, string>;
  /** The query string as the caller sent it, without the `?`. */
  querystring: string;
  body?: unknown;
}

export interface ForwardedAnswer {
  status: number;
  body: unknown;
  /** A file's type and name, for an answer that is a document rather than JSON. */
  file?: { contentType: string; disposition: string | null };
}

export type Forward = (
  caller: Caller,
  target: Endpoint,
  request: ForwardedRequest,
) => Promise<ForwardedAnswer>;

/** Fills a path template's `{name}` from the parameters, each encoded as one segment. */
function pathOf(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/** A success in one of the file types the entry declares (an invoice's PDF) passes as its bytes. */
function isFile(response: Response, fileTypes: readonly string[]): boolean {
  const type = response.headers.get('content-type') ?? '';
  return response.ok && fileTypes.some((fileType) => type.startsWith(fileType));
}

async function bodyOf(response: Response, fileTypes: readonly string[]): Promise<unknown> {
  if (isFile(response, fileTypes)) return Buffer.from(await response.arrayBuffer());
  const text = await response.text();
  // Only JSON is an answer to pass on; a bodiless status may come worded as text ('Accepted').
  const json = /[/+]json\b/.test(response.headers.get('content-type') ?? '');
  return text === '' || !json ? undefined : (JSON.parse(text) as unknown);
}

/**
 * Passes a call to the service operation its entry names, as the hand-written clients do: the
 * caller's token, request id and idempotency key go along, under the service's forwarding policy.
 */
export function createForward(urls: ServiceUrls, fetchImpl: typeof fetch = fetch): Forward {
  const calls = new Map<string, ServiceCalls>();
  const callsOf = (service: ForwardTarget['service']) => {
    let policy = calls.get(service);
    if (!policy) {
      const declared = forwardPolicies[service];
      if (!declared) throw new Error(`no forwarding policy for the ${service} service`);
      policy = serviceCalls({ service, ...declared });
      calls.set(service, policy);
    }
    return policy;
  };

  return async (caller, target, request) => {
    const service = target.service as ForwardTarget['service'];
    const fileTypes = fileTypesOf(target);
    let file: ForwardedAnswer['file'];
    const { data, status } = await callsOf(service).callWithStatus(
      caller,
      `${target.method.toUpperCase()} ${target.path}`,
      async (init): Promise<ClientAnswer<unknown>> => {
        const url = new URL(pathOf(target.path, request.params), urls[service]);
        url.search = request.querystring;
        const response = await fetchImpl(url, {
          method: target.method.toUpperCase(),
          headers: {
            ...init.headers,
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          signal: init.signal,
        });
        if (isFile(response, fileTypes)) {
          file = {
            contentType: response.headers.get('content-type') ?? 'application/octet-stream',
            disposition: response.headers.get('content-disposition'),
          };
        }
        const parsed = await bodyOf(response, fileTypes);
        return response.ok ? { data: parsed, response } : { error: parsed, response };
      },
    );
    return { status, body: data, ...(file && { file }) };
  };
}
