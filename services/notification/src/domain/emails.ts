import type { Knex } from 'knex';
import { insertEmail, insertEmailOnce, type NewEmail } from '../db/emails.repo.js';
import type { EmailTemplates, TemplateData, TemplateName } from '../mail/templates.js';
import type { Mailbox } from '../mail/smtp.js';

export interface EmailRequest<T extends TemplateName> {
  to: string;
  template: T;
  data: TemplateData[T];
  /** Where answers go, e.g. the visitor who wrote a contact message. */
  replyTo?: Mailbox;
}

/** An e-mail someone receives once, whatever repeats the event that causes it. */
export interface OnceEmail<T extends TemplateName> {
  /** Names the recipient and the occasion; a second e-mail with the same key is never queued. */
  onceKey: string;
  email: EmailRequest<T>;
}

export interface EmailQueue {
  /**
   * Renders the e-mail and stores it as pending inside the caller's transaction: it exists exactly
   * when the change that asked for it commits. The dispatcher sends it afterwards. Returns its id.
   */
  queueEmail<T extends TemplateName>(
    trx: Knex.Transaction,
    request: EmailRequest<T>,
  ): Promise<string>;
  /**
   * Like queueEmail, for an e-mail someone must receive once however often it is asked for: only
   * the first request with `onceKey` is queued. Returns its id, or undefined for a repeat.
   */
  queueEmailOnce<T extends TemplateName>(
    trx: Knex.Transaction,
    onceKey: string,
    request: EmailRequest<T>,
  ): Promise<string | undefined>;
}

export function createEmailQueue(templates: EmailTemplates): EmailQueue {
  function rendered<T extends TemplateName>(request: EmailRequest<T>): NewEmail {
    return {
      template: request.template,
      recipient: request.to,
      replyTo: request.replyTo,
      ...templates.render(request.template, request.data),
    };
  }
  return {
    async queueEmail(trx, request) {
      return insertEmail(trx, rendered(request));
    },
    async queueEmailOnce(trx, onceKey, request) {
      return insertEmailOnce(trx, onceKey, rendered(request));
    },
  };
}
