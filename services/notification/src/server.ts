import { bootService, startOutboxRelay, type RunningService, type ServiceDeps } from '@rha/kit';
import { createApp } from './app.js';
import { configSchema, type Config } from './config.js';
import { migrations } from './db/migrations/index.js';
import { startEmailDispatcher } from './domain/email-dispatcher.js';
import { createEmailQueue } from './domain/emails.js';
import { createNotifier } from './domain/notifier.js';
import { webLinks } from './domain/web-links.js';
import { startEventConsumer } from './events/index.js';
import { createSmtpSender, type MailSender } from './mail/smtp.js';
import { loadEmailTemplates } from './mail/templates.js';

export { configSchema, type Config };

export interface StartDeps extends ServiceDeps {
  /** Defaults to SMTP through SMTP_URL. */
  mailSender?: MailSender;
  /** How often the dispatcher looks for due e-mails. Default 1 s. */
  dispatchIntervalMs?: number;
  /** Delivery attempts of a failing event and the wait between them; kit's defaults otherwise. */
  events?: { maxAttempts?: number; retryDelayMs?: number };
}

export async function start(config: Config, deps: StartDeps = {}): Promise<RunningService> {
  const emails = createEmailQueue(await loadEmailTemplates());
  return bootService({
    name: 'notification',
    config,
    migrations,
    deps,
    // In the relay's place: a send in progress finishes and is recorded before the pool closes,
    // and the inbox's announcements for the live streams are published.
    relay: ({ db, transport, logger }) => {
      const dispatcher = startEmailDispatcher({
        db,
        sender:
          deps.mailSender ??
          createSmtpSender(config.SMTP_URL, { maxConnections: config.SMTP_MAX_CONNECTIONS }),
        from: config.MAIL_FROM,
        logger,
        maxAttempts: config.EMAIL_MAX_ATTEMPTS,
        retryBaseMs: config.EMAIL_RETRY_BASE_MS,
        parallelism: config.EMAIL_SEND_PARALLELISM,
        ...(deps.dispatchIntervalMs !== undefined && { intervalMs: deps.dispatchIntervalMs }),
      });
      const outbox = startOutboxRelay({ db, transport, logger });
      return {
        // After a commit: the e-mails go out and the live notices are announced now, not at the next poll.
        wake() {
          dispatcher.wake();
          outbox.flush().catch((error: unknown) => {
            logger.warn({ err: error }, 'outbox flush failed; the next poll retries');
          });
        },
        async stop() {
          await dispatcher.stop();
          await outbox.stop();
        },
      };
    },
    consumers: [
      ({ db, transport, logger, relay: dispatcher }) =>
        startEventConsumer({
          db,
          transport,
          logger,
          handlers: {
            emails,
            notifier: createNotifier(emails),
            supportEmail: config.SUPPORT_EMAIL,
            links: webLinks(config.PUBLIC_WEB_URL),
          },
          dispatcher,
          maxAttempts: deps.events?.maxAttempts,
          retryDelayMs: deps.events?.retryDelayMs,
        }),
    ],
    buildApp: ({ logger, db, transport, auth, relay: dispatcher }) =>
      createApp({
        logger,
        db,
        transport,
        auth,
        internalApiToken: config.INTERNAL_API_TOKEN,
        emails,
        supportEmail: config.SUPPORT_EMAIL,
        dispatcher,
      }),
  });
}
