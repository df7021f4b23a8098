/** One request the fake bff received, with its JSON body parsed. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

/** A canned answer: a status and a JSON body (204 and undefined body send none). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Answers a request; a promise that never settles keeps the call pending. */
export type FakeRoute =
  FakeAnswer | ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>);

/**
 * An in-memory bff for component tests: routes keyed 'METHOD /path' (query ignored), each a canned
 * answer or a function of the request. Anything else answers 404. Every request is recorded.
 */
export function fakeBff(routes: Record<string, FakeRoute>) {
  const requests: RecordedRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('authorization'),
    };
    requests.push(recorded);
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return new Response(null, { status: 404 });
    const answer = typeof route === 'function' ? await route(recorded) : route;
    const status = answer.status ?? 200;
    const empty = status === 204 || answer.body === undefined;
    return new Response(empty ? null : JSON.stringify(answer.body), {
      status,
      headers: {
        'content-type': status >= 400 ? 'application/problem+json' : 'application/json',
        ...answer.headers,
      },
    });
  };
  const callsTo = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path);
  return { fetch: fetch as typeof globalThis.fetch, requests, callsTo };
}

/** A problem+json answer with field errors. */
export function problem(
  status: number,
  detail: string,
  errors?: { field: string; message: string }[],
): FakeAnswer {
  return {
    status,
    body: {
      type: 'about:blank',
      title: detail,
      status,
      code: status === 400 ? 'validation_failed' : 'error',
      detail,
      ...(errors ? { errors } : {}),
    },
  };
}

/** A route that holds each request until the test answers it: `answer[n]` sends the nth's body. */
export function heldRoute<Body>() {
  const answer: ((body: Body) => void)[] = [];
  const route: FakeRoute = () =>
    new Promise<FakeAnswer>((resolve) => answer.push((body) => resolve({ body })));
  return { route, answer };
}
