import type { EventData, SendBackTarget } from '@rha/contracts';
import { alaskaMoment } from '@rha/contracts';
import type { Assignment } from './assignments.js';
import type { OnceEmail } from './emails.js';
import { firstNameOf } from './greeting.js';
import { serviceTypeLabel } from './labels.js';
import type { WebLinks } from './web-links.js';

export type SentBackServiceRequest = EventData<'service-request.sent-back.v1'>;

export interface SendBackEmailOptions {
  /** Questions about the company's reason reach support rather than the sender address. */
  supportEmail: string;
  links: WebLinks;
}

/** What the technician does next, by where the company sent the job. */
const NEXT_STEP: Record<SendBackTarget, string> = {
  'On site':
    'The company says you are still on site: please finish the work there, then check out again from your Jobs tab.',
  Accepted:
    'The job needs another visit: plan it with the company, then check in again from your Jobs tab when you arrive.',
};

/**
 * Tells the assigned technician the company returned the work, why, and whether to stay or come
 * back. Each send-back is its own news, so the key names its moment. Undefined when the technician
 * has no address on file.
 */
export function sentBackEmail(
  sendBack: SentBackServiceRequest,
  assignment: Assignment,
  { supportEmail, links }: SendBackEmailOptions,
): OnceEmail<'service-request-sent-back-technician'> | undefined {
  if (assignment.email === '') return undefined;
  return {
    onceKey: `service-request-sent-back:technician:${sendBack.requestId}:${sendBack.sentBackAt}`,
    email: {
      to: assignment.email,
      replyTo: { address: supportEmail, name: 'Remote Hands Alaska support' },
      template: 'service-request-sent-back-technician',
      data: {
        firstName: firstNameOf(assignment.firstName),
        ticketNumber: sendBack.ticketNumber,
        serviceType: serviceTypeLabel(assignment.serviceType),
        community: assignment.community,
        sentBackAt: alaskaMoment(new Date(sendBack.sentBackAt)),
        reason: sendBack.reason,
        nextStep: NEXT_STEP[sendBack.to],
        jobsUrl: links.technicianJobs,
      },
    },
  };
}
