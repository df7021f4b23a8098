import { serviceConfig } from '@rha/kit';
import { z } from 'zod';
import { isMailbox } from './mail/mailbox.js';

const positiveInt = z.coerce
  .number<string>()
  .int('Must be a whole number')
  .positive('Must be positive');

export const configSchema = serviceConfig('notification', {
  /** smtp://user:pass@host:587 or smtps://host:465; `npm start` points it at the local mail sink. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'Must be an smtp:// or smtps:// URL' }),
  /** The support mailbox: where contact messages and new service requests go. */
  SUPPORT_EMAIL: z.email('Must be an e-mail address'),
  /**
   * The web app's origin as users reach it (no trailing path needed): links in e-mails, such as the
   * technician onboarding, point there.
   */
  PUBLIC_WEB_URL: z
    .url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL' })
    .default('http://localhost:8080'),
  /** Sender of every e-mail, `Name <address>` or a bare address. */
  MAIL_FROM: z.string().refine(isMailbox, 'Must be an address or `Name <address>`'),
  /**
   * The shared service credential: callers (the bff) send it in `x-internal-api-token`. Long enough
   * that guessing it is hopeless; the launcher generates one per run.
   */
  INTERNAL_API_TOKEN: z.string().min(32, 'Must be at least 32 characters'),
  /** Sending attempts per e-mail before it is marked failed. */
  EMAIL_MAX_ATTEMPTS: positiveInt.default(12),
  /** Wait before the first retry; doubles per attempt up to 30 minutes. */
  EMAIL_RETRY_BASE_MS: positiveInt.default(10_000),
  /** E-mails each replica claims at once and sends side by side. */
  EMAIL_SEND_PARALLELISM: positiveInt.default(25),
  /**
   * SMTP connections each replica keeps open to SMTP_URL. Fewer than EMAIL_SEND_PARALLELISM makes
   * sends wait for a connection; mind the relay's own limit per client.
   */
  SMTP_MAX_CONNECTIONS: positiveInt.default(25),
});

export type Config = z.infer<typeof configSchema>;
