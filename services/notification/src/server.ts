import {
  createDb,
  createLogger,
  createTransport,
  migrate,
  runService,
  type Consumption,
  type Logger,
  type RunningService,
  type Transport,
} from '@rha/kit';
import { createApp } from './app.js';
import { configSchema, type Config } from './config.js';
import { migrations } from './db/migrations/index.js';
import { startEmailDispatcher } from './domain/email-dispatcher.js';
import { createEmailQueue } from './domain/emails.js';
import { webLinks } from './domain/web-links.js';
import { startEventConsumer } from './events/index.js';
import { createSmtpSender, type MailSender } from './mail/smtp.js';
import { loadEmailTemplates } from './mail/templates.js';

export { configSchema, type Config };

export interface StartDeps {
  /** Shared by the launcher so in-process events cross services; otherwise built from AMQP_URL. */
  transport?: Transport;
  logger?: Logger;
  /** Defaults to SMTP through SMTP_URL. */
  mailSender?: MailSender;
  /** How often the dispatcher looks for due e-mails. Default 1 s. */
  dispatchIntervalMs?: number;
  /** Delivery attempts of a failing event and the wait between them; kit's defaults otherwise. */
  events?: { maxAttempts?: number; retryDelayMs?: number };
}

export async function start(config: Config, deps: StartDeps = {}): Promise<RunningService> {
  const logger = deps.logger ?? createLogger('notification', config.LOG_LEVEL);
  const templates = await loadEmailTemplates();
  const db = createDb({ connectionString: config.DATABASE_URL, schema: config.DATABASE_SCHEMA });
  try {
    await migrate(db, { schema: config.DATABASE_SCHEMA, migrations });
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const transport = deps.transport ?? (await createTransport({ url: config.AMQP_URL, logger }));
  const ownsTransport = !deps.transport;
  const emails = createEmailQueue(templates);
  const dispatcher = startEmailDispatcher({
    db,
    sender: deps.mailSender ?? createSmtpSender(config.SMTP_URL),
    from: config.MAIL_FROM,
    logger,
    maxAttempts: config.EMAIL_MAX_ATTEMPTS,
    retryBaseMs: config.EMAIL_RETRY_BASE_MS,
    ...(deps.dispatchIntervalMs !== undefined && { intervalMs: deps.dispatchIntervalMs }),
  });
  const consumers: Consumption[] = [];
  try {
    consumers.push(
      await startEventConsumer({
        db,
        transport,
        logger,
        handlers: {
          emails,
          supportEmail: config.SUPPORT_EMAIL,
          links: webLinks(config.PUBLIC_WEB_URL),
        },
        dispatcher,
        maxAttempts: deps.events?.maxAttempts,
        retryDelayMs: deps.events?.retryDelayMs,
      }),
    );
    const app = createApp({
      logger,
      db,
      transport,
      internalApiToken: config.INTERNAL_API_TOKEN,
      emails,
      supportEmail: config.SUPPORT_EMAIL,
      dispatcher,
    });

    return await runService({
      name: 'notification',
      port: config.PORT,
      app,
      logger,
      db,
      transport,
      ownsTransport,
      consumers,
      // Stopped after HTTP and the consumers and before the pool, like an outbox relay: a send in
      // progress finishes and is recorded before the database goes away.
      relay: dispatcher,
    });
  } catch (error) {
    // Nothing listens yet, so stop what was started (the port may be taken) in the same order.
    await Promise.allSettled(consumers.map((consumer) => consumer.stop()));
    await dispatcher.stop();
    if (ownsTransport) await transport.close();
    await db.destroy();
    throw error;
  }
}
