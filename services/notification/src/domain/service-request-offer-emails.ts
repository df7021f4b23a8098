import type { EventData } from '@rha/contracts';
import { alaskaMoment } from '@rha/contracts';
import { calendarDay, shortCalendarDay } from './alaska-time.js';
import type { OnceEmail } from './emails.js';
import { firstNameOf } from './greeting.js';
import { serviceTypeLabel } from './labels.js';
import type { WebLinks } from './web-links.js';

export type DispatchedServiceRequest = EventData<'service-request.dispatched.v1'>;

export interface OfferEmailOptions {
  links: WebLinks;
  /** Questions about an offer reach support, who dispatch, rather than the sender address. */
  supportEmail: string;
}

/**
 * One "new job offer" per offered technician with an address. The key names the offer and the
 * move that sent it: the same move told twice is one e-mail, while an offer reopened later (it
 * keeps its id) is news again. The e-mail says what, where and when; the job description and the
 * answers wait in the Jobs tab it links to.
 */
export function offerEmails(
  dispatch: DispatchedServiceRequest,
  { links, supportEmail }: OfferEmailOptions,
): OnceEmail<'service-request-offer'>[] {
  const about = {
    ticketNumber: dispatch.ticketNumber,
    serviceType: serviceTypeLabel(dispatch.serviceType),
    community: dispatch.community,
    preferredDate: calendarDay(dispatch.preferredDate),
    preferredDay: shortCalendarDay(dispatch.preferredDate),
    jobsUrl: links.technicianJobs,
  };
  return dispatch.offers
    .filter((offer) => offer.email !== '')
    .map((offer) => ({
      onceKey: `service-request-offer:${offer.offerId}:${dispatch.dispatchedAt}`,
      email: {
        to: offer.email,
        replyTo: { address: supportEmail, name: 'Remote Hands Alaska support' },
        template: 'service-request-offer',
        data: {
          ...about,
          firstName: firstNameOf(offer.fullName),
          expiresAt: alaskaMoment(new Date(offer.expiresAt)),
        },
      },
    }));
}
