import type { EventHandler } from '@rha/kit';
import { welcomeEmailFor } from '../domain/welcome-emails.js';
import type { EventHandlerDeps } from './deps.js';

export const USER_REGISTERED = 'identity.user.registered.v1';

/** Sends the welcome e-mail of a finished sign-up. */
export function onUserRegistered({
  emails,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof USER_REGISTERED> {
  return async (user, { trx, log }) => {
    const email = welcomeEmailFor(user, { supportEmail, links });
    if (!email) {
      log.info({ userType: user.userType }, 'no welcome e-mail for this user type');
      return;
    }
    const emailId = await emails.queueEmail(trx, email);
    log.info({ emailId, template: email.template }, 'welcome e-mail queued');
  };
}
