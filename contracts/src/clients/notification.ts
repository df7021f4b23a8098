import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/notification.js';

export type NotificationClient = Client<paths>;

/** The header carrying the shared service credential (INTERNAL_API_TOKEN). */
export const INTERNAL_API_TOKEN_HEADER = 'x-internal-api-token';

export interface NotificationClientOptions {
  baseUrl: string;
  /** The shared service credential; sent with every request. */
  internalApiToken: string;
  fetch?: typeof fetch;
}

/** Typed client of the notification service, which only internal callers (the bff) may use. */
export function createNotificationClient(options: NotificationClientOptions): NotificationClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use({
    onRequest({ request }) {
      request.headers.set(INTERNAL_API_TOKEN_HEADER, options.internalApiToken);
      return request;
    },
  });
  return client;
}
