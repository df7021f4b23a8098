import type { EventData } from '@rha/contracts';
import { alaskaMoment } from '@rha/contracts';
import type { OnceEmail } from './emails.js';
import { actorForCompany } from './labels.js';
import type { WebLinks } from './web-links.js';

export type HeldServiceRequest = EventData<'service-request.on-hold.v1'>;

export interface HoldEmailOptions {
  /** Answers reach support rather than the sender address. */
  supportEmail: string;
  links: WebLinks;
}

/**
 * Tells the company its job is on hold, why and the new ETA. Each hold is its own news (a second
 * hold moves the ETA again), so the key names the hold's moment as well as the request.
 * Undefined when the company has no address on file.
 */
export function holdEmail(
  hold: HeldServiceRequest,
  { supportEmail, links }: HoldEmailOptions,
): OnceEmail<'service-request-on-hold-company'> | undefined {
  if (hold.companyEmail === '') return undefined;
  return {
    onceKey: `service-request-on-hold:company:${hold.requestId}:${hold.heldAt}`,
    email: {
      to: hold.companyEmail,
      replyTo: { address: supportEmail, name: 'Remote Hands Alaska support' },
      template: 'service-request-on-hold-company',
      data: {
        ticketNumber: hold.ticketNumber,
        heldBy: actorForCompany(hold.heldBy, hold.technicianFirstName),
        reason: hold.reason,
        eta: alaskaMoment(new Date(hold.eta)),
        requestUrl: links.serviceRequest(hold.requestId),
      },
    },
  };
}
