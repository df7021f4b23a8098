import type { EventData } from '@rha/contracts';
import type { EmailRequest } from './emails.js';
import { firstNameOf } from './greeting.js';
import type { WebLinks } from './web-links.js';

export type EmailChangeRequest = EventData<'identity.email-change.requested.v1'>;

/**
 * The confirmation link for a new address. It goes to the new address only: opening it there is
 * what proves the address belongs to the person who typed it.
 */
export function emailChangeConfirmationEmail(
  request: EmailChangeRequest,
  { links, supportEmail }: { links: WebLinks; supportEmail: string },
): EmailRequest<'email-change-confirmation'> {
  return {
    to: request.email,
    replyTo: { address: supportEmail, name: 'Remote Hands Alaska support' },
    template: 'email-change-confirmation',
    data: {
      firstName: firstNameOf(request.fullName),
      newEmail: request.email,
      currentEmail: request.currentEmail,
      confirmUrl: links.confirmEmail(request.token),
    },
  };
}
