import type { EventData } from '@rha/contracts';
import { alaskaMoment } from '@rha/contracts';
import type { OnceEmail } from './emails.js';
import { actorForCompany } from './labels.js';
import type { WebLinks } from './web-links.js';

export type ResumedServiceRequest = EventData<'service-request.resumed.v1'>;

export interface ResumptionEmailOptions {
  /** Answers reach support rather than the sender address. */
  supportEmail: string;
  links: WebLinks;
}

/**
 * Tells the company a held job is back on, with its ETA; once per resumption, since a job can be
 * held and resumed more than once. Undefined when the company has no address on file.
 */
export function resumptionEmail(
  resumption: ResumedServiceRequest,
  { supportEmail, links }: ResumptionEmailOptions,
): OnceEmail<'service-request-resumed-company'> | undefined {
  if (resumption.companyEmail === '') return undefined;
  return {
    onceKey: `service-request-resumed:company:${resumption.requestId}:${resumption.resumedAt}`,
    email: {
      to: resumption.companyEmail,
      replyTo: { address: supportEmail, name: 'Remote Hands Alaska support' },
      template: 'service-request-resumed-company',
      data: {
        ticketNumber: resumption.ticketNumber,
        resumedBy: actorForCompany(resumption.resumedBy, resumption.technicianFirstName),
        eta: alaskaMoment(new Date(resumption.eta)),
        requestUrl: links.serviceRequest(resumption.requestId),
      },
    },
  };
}
