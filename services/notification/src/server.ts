import {
  createDb,
  createLogger,
  createTransport,
  migrate,
  runService,
  type Logger,
  type RunningService,
  type Transport,
} from '@rha/kit';
import { createApp } from './app.js';
import { configSchema, type Config } from './config.js';
import { migrations } from './db/migrations/index.js';
import { startEmailDispatcher } from './domain/email-dispatcher.js';
import { createEmailQueue } from './domain/emails.js';
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
  const dispatcher = startEmailDispatcher({
    db,
    sender: deps.mailSender ?? createSmtpSender(config.SMTP_URL),
    from: config.MAIL_FROM,
    logger,
    maxAttempts: config.EMAIL_MAX_ATTEMPTS,
    retryBaseMs: config.EMAIL_RETRY_BASE_MS,
    ...(deps.dispatchIntervalMs !== undefined && { intervalMs: deps.dispatchIntervalMs }),
  });
  const app = createApp({
    logger,
    db,
    transport,
    internalApiToken: config.INTERNAL_API_TOKEN,
    emails: createEmailQueue(templates),
    supportEmail: config.SUPPORT_EMAIL,
    dispatcher,
  });

  return runService({
    name: 'notification',
    port: config.PORT,
    app,
    logger,
    db,
    transport,
    ownsTransport: !deps.transport,
    // Stopped after HTTP and before the pool, like an outbox relay: a send in progress finishes
    // and is recorded before the database goes away.
    relay: dispatcher,
  });
}
