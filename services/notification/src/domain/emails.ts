import type { Knex } from 'knex';
import { insertEmail } from '../db/emails.repo.js';
import type { EmailTemplates, TemplateData, TemplateName } from '../mail/templates.js';
import type { Mailbox } from '../mail/smtp.js';

export interface EmailRequest<T extends TemplateName> {
  to: string;
  template: T;
  data: TemplateData[T];
  /** Where answers go, e.g. the visitor who wrote a contact message. */
  replyTo?: Mailbox;
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
}

export function createEmailQueue(templates: EmailTemplates): EmailQueue {
  return {
    async queueEmail(trx, request) {
      const rendered = templates.render(request.template, request.data);
      return insertEmail(trx, {
        template: request.template,
        recipient: request.to,
        replyTo: request.replyTo,
        ...rendered,
      });
    },
  };
}
