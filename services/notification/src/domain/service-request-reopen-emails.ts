import type { EventData } from '@rha/contracts';
import { alaskaMoment } from '@rha/contracts';
import type { Assignment } from './assignments.js';
import type { OnceEmail } from './emails.js';
import { firstNameOf } from './greeting.js';
import { serviceTypeLabel } from './labels.js';
import type { WebLinks } from './web-links.js';

export type ReopenedServiceRequest = EventData<'service-request.reopened.v1'>;

export interface ReopenEmails {
  /** Undefined when the assigned technician is unknown here or has no address on file. */
  technician: OnceEmail<'service-request-reopened-technician'> | undefined;
  support: OnceEmail<'service-request-reopened-support'>;
}

export interface ReopenEmailOptions {
  /** SUPPORT_EMAIL: follows warranty claims. */
  supportEmail: string;
  links: WebLinks;
}

/**
 * What a warranty reopen causes: the job goes back to the technician who did it, who learns what
 * needs fixing; support follows the claim. Keyed by the moment, as a job may be reopened again.
 */
export function reopenEmails(
  reopen: ReopenedServiceRequest,
  assignment: Assignment | undefined,
  { supportEmail, links }: ReopenEmailOptions,
): ReopenEmails {
  const reopenedAt = alaskaMoment(new Date(reopen.reopenedAt));
  const moment = `${reopen.requestId}:${reopen.reopenedAt}`;
  return {
    technician:
      !assignment || assignment.email === ''
        ? undefined
        : {
            onceKey: `service-request-reopened:technician:${moment}`,
            email: {
              to: assignment.email,
              replyTo: { address: supportEmail, name: 'Remote Hands Alaska support' },
              template: 'service-request-reopened-technician',
              data: {
                firstName: firstNameOf(assignment.firstName),
                ticketNumber: reopen.ticketNumber,
                serviceType: serviceTypeLabel(assignment.serviceType),
                community: assignment.community,
                reopenedAt,
                reason: reopen.reason,
                jobsUrl: links.technicianJobs,
              },
            },
          },
    support: {
      onceKey: `service-request-reopened:support:${moment}`,
      email: {
        to: supportEmail,
        template: 'service-request-reopened-support',
        data: {
          ticketNumber: reopen.ticketNumber,
          reopenedAt,
          reason: reopen.reason,
        },
      },
    },
  };
}
