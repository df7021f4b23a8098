import type { Knex } from 'knex';
import { isUnverifiedAccountAddress } from '../db/account-addresses.repo.js';
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
   * Addressed to an account whose owner has not proven the address, it is stored held instead, and
   * sent once they have.
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

/** The e-mails that prove an address: holding them until it is proven would wait forever. */
const NEVER_HELD: ReadonlySet<TemplateName> = new Set(['email-change-confirmation']);

/**
 * Whether the e-mail waits for its recipient to prove the address: only an address an account holds
 * unproven waits. The support mailbox and people outside the product are no account's; an account
 * identity has not said anything of yet is not held either.
 */
async function heldForVerification(
  trx: Knex.Transaction,
  request: EmailRequest<TemplateName>,
): Promise<boolean> {
  if (NEVER_HELD.has(request.template)) return false;
  return isUnverifiedAccountAddress(trx, request.to);
}

export function createEmailQueue(templates: EmailTemplates): EmailQueue {
  async function rendered<T extends TemplateName>(
    trx: Knex.Transaction,
    request: EmailRequest<T>,
  ): Promise<NewEmail> {
    return {
      template: request.template,
      recipient: request.to,
      replyTo: request.replyTo,
      held: await heldForVerification(trx, request),
      ...templates.render(request.template, request.data),
    };
  }
  return {
    async queueEmail(trx, request) {
      return insertEmail(trx, await rendered(trx, request));
    },
    async queueEmailOnce(trx, onceKey, request) {
      return insertEmailOnce(trx, onceKey, await rendered(trx, request));
    },
  };
}
