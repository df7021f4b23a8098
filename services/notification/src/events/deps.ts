import type { EmailQueue } from '../domain/emails.js';
import type { Notifier } from '../domain/notifier.js';
import type { WebLinks } from '../domain/web-links.js';

/** What the event handlers need to queue their e-mails. */
export interface EventHandlerDeps {
  emails: EmailQueue;
  /** Tells a person in the app, and by e-mail as their settings allow. */
  notifier: Notifier;
  /** SUPPORT_EMAIL. */
  supportEmail: string;
  links: WebLinks;
}
