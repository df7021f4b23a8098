import type { EmailQueue } from '../domain/emails.js';
import type { WebLinks } from '../domain/web-links.js';

/** What the event handlers need to queue their e-mails. */
export interface EventHandlerDeps {
  emails: EmailQueue;
  /** SUPPORT_EMAIL. */
  supportEmail: string;
  links: WebLinks;
}
