import type Koa from 'koa';
import type { Knex } from 'knex';
import {
  createServiceApp,
  requireInternalCaller,
  type Auth,
  type Logger,
  type Transport,
} from '@rha/kit';
import type { EmailDispatcher } from './domain/email-dispatcher.js';
import type { EmailQueue } from './domain/emails.js';
import { contactMessagesRoutes } from './routes/contact-messages.js';
import { notificationsRoutes } from './routes/notifications.js';

export interface AppDeps {
  logger: Logger;
  db: Knex;
  transport?: Transport;
  /** Verifies the bearer tokens of the inbox routes. */
  auth: Auth;
  /** INTERNAL_API_TOKEN: the credential every API caller must send. */
  internalApiToken: string;
  emails: EmailQueue;
  supportEmail: string;
  dispatcher: Pick<EmailDispatcher, 'wake'>;
}

export function createApp(deps: AppDeps): Koa {
  const contactMessages = contactMessagesRoutes({
    db: deps.db,
    emails: deps.emails,
    supportEmail: deps.supportEmail,
    dispatcher: deps.dispatcher,
    requireInternalCaller: requireInternalCaller(deps.internalApiToken),
  });
  return createServiceApp({
    logger: deps.logger,
    db: deps.db,
    transport: deps.transport,
    routers: [contactMessages, notificationsRoutes({ db: deps.db, auth: deps.auth })],
  });
}
