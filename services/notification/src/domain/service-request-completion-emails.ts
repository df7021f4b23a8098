import type { EventData } from '@rha/contracts';
import { alaskaMoment } from '@rha/contracts';
import type { Assignment } from './assignments.js';
import type { OnceEmail } from './emails.js';
import { firstNameOf } from './greeting.js';
import { actorName, serviceTypeLabel } from './labels.js';
import type { WebLinks } from './web-links.js';

export type CompletedServiceRequest = EventData<'service-request.completed.v1'>;

export interface CompletionEmails {
  /** Undefined when the assigned technician is unknown here or has no address on file. */
  technician: OnceEmail<'service-request-completed-technician'> | undefined;
  support: OnceEmail<'service-request-completed-support'>;
}

export interface CompletionEmailOptions {
  /** SUPPORT_EMAIL: follows every job to its end. */
  supportEmail: string;
  links: WebLinks;
}

/**
 * What a completion causes: the technician learns the job is closed (and until when the warranty
 * may bring it back), support that it is done and who approved it. A warranty reopen can lead to a
 * second completion, so the keys name the moment as well as the request.
 */
export function completionEmails(
  completion: CompletedServiceRequest,
  assignment: Assignment | undefined,
  { supportEmail, links }: CompletionEmailOptions,
): CompletionEmails {
  const serviceType = serviceTypeLabel(completion.serviceType);
  const completedAt = alaskaMoment(new Date(completion.completedAt));
  const warrantyUntil =
    completion.warrantyUntil === null ? '' : alaskaMoment(new Date(completion.warrantyUntil));
  const moment = `${completion.requestId}:${completion.completedAt}`;
  return {
    technician:
      !assignment || assignment.email === ''
        ? undefined
        : {
            onceKey: `service-request-completed:technician:${moment}`,
            email: {
              to: assignment.email,
              replyTo: { address: supportEmail, name: 'Remote Hands Alaska support' },
              template: 'service-request-completed-technician',
              data: {
                firstName: firstNameOf(assignment.firstName),
                ticketNumber: completion.ticketNumber,
                serviceType,
                community: assignment.community,
                completedAt,
                warrantyUntil,
                jobsUrl: links.technicianJobs,
              },
            },
          },
    support: {
      onceKey: `service-request-completed:support:${moment}`,
      email: {
        to: supportEmail,
        template: 'service-request-completed-support',
        data: {
          ticketNumber: completion.ticketNumber,
          serviceType,
          approvedBy: approverName(completion.approvedBy),
          completedAt,
          warrantyUntil,
        },
      },
    },
  };
}

/** Silence past the review window approves on the company's behalf: say so rather than "the system". */
function approverName(role: CompletedServiceRequest['approvedBy']): string {
  return role === 'system'
    ? 'automatic approval (the company did not answer in time)'
    : actorName(role);
}
