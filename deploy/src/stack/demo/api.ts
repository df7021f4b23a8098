/** The product's HTTP API as the web app calls it, and the dev IdP's token endpoint. */

export class DemoApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${method} ${path}: ${status} ${body.slice(0, 500)}`);
  }
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
}

export interface DemoApi {
  /** The bff's origin, e.g. http://127.0.0.1:8080. */
  webUrl: string;
  /** JSON in, JSON out; throws DemoApiError on anything but 2xx. */
  call<T = unknown>(path: string, options?: CallOptions): Promise<T>;
  /** A fresh access token for the account, through the password grant. */
  signIn(email: string, password: string): Promise<string>;
}

/** How many times one call waits out the bff's write limit before it fails. */
const MAX_RATE_LIMIT_WAITS = 3;

/** The dev realm's client that may use the password grant (deploy/keycloak/realm-dev.json). */
const passwordGrantClient = 'load-test';

export function demoApi(webUrl: string, issuer: string): DemoApi {
  return {
    webUrl,
    async call<T>(path: string, { method = 'GET', token, body }: CallOptions = {}): Promise<T> {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const send = () =>
        fetch(`${webUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      let response = await send();
      // The admin makes more changes in a minute than a person would: past the bff's per-user write
      // limit, each waits as long as the bff asks.
      for (let waits = 0; response.status === 429 && waits < MAX_RATE_LIMIT_WAITS; waits += 1) {
        const seconds = Number(response.headers.get('retry-after'));
        if (!Number.isInteger(seconds) || seconds < 1) break;
        await response.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        response = await send();
      }
      const text = await response.text();
      if (!response.ok) throw new DemoApiError(method, path, response.status, text);
      return (text ? JSON.parse(text) : undefined) as T;
    },
    async signIn(email, password) {
      const response = await fetch(`${issuer}/protocol/openid-connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          client_id: passwordGrantClient,
          username: email,
          password,
          scope: 'openid',
        }),
      });
      const text = await response.text();
      if (!response.ok) {
        throw new DemoApiError('POST', 'token (password grant)', response.status, text);
      }
      return (JSON.parse(text) as { access_token: string }).access_token;
    },
  };
}
