import type { EventHandler } from '@rha/kit';
import { emailChangeConfirmationEmail } from '../domain/email-change-emails.js';
import type { EventHandlerDeps } from './deps.js';

export const EMAIL_CHANGE_REQUESTED = 'identity.email-change.requested.v1';

/** Mails the confirmation link of a new e-mail address to that address. */
export function onEmailChangeRequested({
  emails,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof EMAIL_CHANGE_REQUESTED> {
  return async (request, { trx, log }) => {
    const email = emailChangeConfirmationEmail(request, { supportEmail, links });
    const emailId = await emails.queueEmail(trx, email);
    log.info({ emailId, template: email.template }, 'e-mail change confirmation queued');
  };
}
