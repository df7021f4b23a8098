import type { EventData, TimelineRole } from '@rha/contracts';
import { alaskaTime } from './alaska-time.js';
import type { EmailRequest } from './emails.js';

export type CancelledServiceRequest = EventData<'service-request.cancelled.v1'>;

export interface CancellationEmails {
  support: {
    /** A request is cancelled at most once: one e-mail per request, however often it is told. */
    onceKey: string;
    email: EmailRequest<'service-request-cancelled-support'>;
  };
}

export interface CancellationEmailOptions {
  /** SUPPORT_EMAIL: stops whatever work it had started on the request. */
  supportEmail: string;
}

const CANCELLED_BY: Record<TimelineRole, string> = {
  company: 'the company',
  admin: 'an admin',
  technician: 'the technician',
  system: 'the system',
};

/** What a cancellation causes: support learns who cancelled, from which status and why. */
export function cancellationEmails(
  cancellation: CancelledServiceRequest,
  { supportEmail }: CancellationEmailOptions,
): CancellationEmails {
  return {
    support: {
      onceKey: `service-request-cancelled:support:${cancellation.requestId}`,
      email: {
        to: supportEmail,
        template: 'service-request-cancelled-support',
        data: {
          ticketNumber: cancellation.ticketNumber,
          cancelledBy: CANCELLED_BY[cancellation.cancelledBy],
          from: cancellation.from,
          cancelledAt: alaskaTime(new Date(cancellation.cancelledAt)),
          reason: cancellation.reason,
        },
      },
    },
  };
}
