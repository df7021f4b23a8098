import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/notification.js';
import { internalCredentialMiddleware } from './internal-credential.js';

export type NotificationClient = Client<paths>;

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
  client.use(internalCredentialMiddleware(options.internalApiToken));
  return client;
}
