import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../generated/bff.js';

export type BffClient = Client<paths>;

export type TokenSource = () => Promise<string | undefined> | string | undefined;

export interface BffClientOptions {
  baseUrl: string;
  /** Asked before every request, so a refreshed token is picked up without rebuilding the client. */
  getToken?: TokenSource;
  fetch?: typeof fetch;
}

export function bearerTokenMiddleware(getToken: TokenSource): Middleware {
  return {
    async onRequest({ request }) {
      const token = await getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** Typed client of the bff, the only API the browser talks to. */
export function createBffClient(options: BffClientOptions): BffClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  if (options.getToken) client.use(bearerTokenMiddleware(options.getToken));
  return client;
}
