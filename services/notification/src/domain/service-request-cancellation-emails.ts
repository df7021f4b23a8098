import type { EventData } from '@rha/contracts';
import { alaskaMoment } from '@rha/contracts';
import type { AssignedTechnicianNotice } from './assignments.js';
import type { EmailRequest, OnceEmail } from './emails.js';
import { firstNameOf } from './greeting.js';
import { actorName, serviceTypeLabel } from './labels.js';
import type { WebLinks } from './web-links.js';

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

export interface TechnicianCancellationEmailOptions {
  /** Questions about the cancellation reach support rather than the sender address. */
  supportEmail: string;
  links: WebLinks;
}

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
          cancelledBy: actorName(cancellation.cancelledBy),
          from: cancellation.from,
          cancelledAt: alaskaMoment(new Date(cancellation.cancelledAt)),
          reason: cancellation.reason,
        },
      },
    },
  };
}

/**
 * Tells the technician who had the job that it will not go ahead, so they do not travel for it:
 * once per request. Undefined when they have no address on file.
 */
export function technicianCancellationEmail(
  { assignment, cancellation }: AssignedTechnicianNotice,
  { supportEmail, links }: TechnicianCancellationEmailOptions,
): OnceEmail<'service-request-cancelled-technician'> | undefined {
  if (assignment.email === '') return undefined;
  return {
    onceKey: `service-request-cancelled:technician:${cancellation.requestId}`,
    email: {
      to: assignment.email,
      replyTo: { address: supportEmail, name: 'Remote Hands Alaska support' },
      template: 'service-request-cancelled-technician',
      data: {
        firstName: firstNameOf(assignment.firstName),
        ticketNumber: cancellation.ticketNumber,
        serviceType: serviceTypeLabel(assignment.serviceType),
        community: assignment.community,
        cancelledBy: actorName(cancellation.cancelledBy),
        cancelledAt: alaskaMoment(new Date(cancellation.cancelledAt)),
        reason: cancellation.reason,
        jobsUrl: links.technicianJobs,
      },
    },
  };
}
