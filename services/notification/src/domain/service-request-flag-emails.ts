import type { EventData } from '@rha/contracts';
import { alaskaMoment } from '@rha/contracts';
import { calendarDay } from './alaska-time.js';
import type { OnceEmail } from './emails.js';
import { serviceTypeLabel } from './labels.js';
import type { WebLinks } from './web-links.js';

export type FlaggedServiceRequest = EventData<'service-request.flagged.v1'>;

export interface FlagEmailOptions {
  /** SUPPORT_EMAIL: where the admins who dispatch by hand read. */
  supportEmail: string;
  links: WebLinks;
}

/** Asks support to dispatch a request smart dispatch gave up on, once per request. */
export function flagEmail(
  flag: FlaggedServiceRequest,
  { supportEmail, links }: FlagEmailOptions,
): OnceEmail<'service-request-flagged-support'> {
  return {
    onceKey: `service-request-flagged:${flag.requestId}`,
    email: {
      to: supportEmail,
      template: 'service-request-flagged-support',
      data: {
        ticketNumber: flag.ticketNumber,
        serviceType: serviceTypeLabel(flag.serviceType),
        community: flag.community || 'Not in the community list',
        preferredDate: calendarDay(flag.preferredDate),
        why: whyFlagged(flag),
        flaggedAt: alaskaMoment(new Date(flag.flaggedAt)),
        dispatchUrl: links.adminDispatch,
      },
    },
  };
}

function whyFlagged({ community, offersSent }: FlaggedServiceRequest): string {
  if (community === '') {
    return "The location's city is not in the list of Alaska communities, so no technician could be matched to it.";
  }
  if (offersSent === 0) {
    return `No approved technician was available in ${community}, among those who reach it or in its region.`;
  }
  const offers = offersSent === 1 ? '1 technician' : `${offersSent} technicians`;
  return `Offered to ${offers} (in ${community}, among those who reach it and in its region); nobody has accepted yet.`;
}
