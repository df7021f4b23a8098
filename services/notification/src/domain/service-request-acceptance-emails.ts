import type { EventData } from '@rha/contracts';
import { alaskaMoment } from '@rha/contracts';
import type { OnceEmail } from './emails.js';
import { actorName, serviceTypeLabel } from './labels.js';
import type { WebLinks } from './web-links.js';

export type AcceptedServiceRequest = EventData<'service-request.accepted.v1'>;

export interface AcceptanceEmails {
  /** Undefined when the company has no address on file. */
  company: OnceEmail<'service-request-accepted-company'> | undefined;
  support: OnceEmail<'service-request-accepted-support'>;
}

export interface AcceptanceEmailOptions {
  /** SUPPORT_EMAIL: follows every job, and receives the company's answers. */
  supportEmail: string;
  links: WebLinks;
}

/**
 * What an accepted request causes, once per request: the company learns who is coming and when
 * (first name and community only, as on its request page), support gets the technician's full
 * details to follow the job.
 */
export function acceptanceEmails(
  acceptance: AcceptedServiceRequest,
  { supportEmail, links }: AcceptanceEmailOptions,
): AcceptanceEmails {
  const { technician } = acceptance;
  const serviceType = serviceTypeLabel(acceptance.serviceType);
  const eta = alaskaMoment(new Date(acceptance.eta));
  return {
    company:
      acceptance.companyEmail === ''
        ? undefined
        : {
            onceKey: `service-request-accepted:company:${acceptance.requestId}`,
            email: {
              to: acceptance.companyEmail,
              replyTo: { address: supportEmail, name: 'Remote Hands Alaska support' },
              template: 'service-request-accepted-company',
              data: {
                ticketNumber: acceptance.ticketNumber,
                serviceType,
                technician: technicianIntroduction(technician.firstName, technician.community),
                eta,
                requestUrl: links.serviceRequest(acceptance.requestId),
              },
            },
          },
    support: {
      onceKey: `service-request-accepted:support:${acceptance.requestId}`,
      email: {
        to: supportEmail,
        template: 'service-request-accepted-support',
        data: {
          ticketNumber: acceptance.ticketNumber,
          serviceType,
          community: acceptance.community || 'Not in the community list',
          technicianName: technician.fullName,
          technicianCommunity: technician.community || 'Not given',
          technicianEmail: technician.email || 'No address on file',
          acceptedBy:
            acceptance.acceptedBy === 'admin'
              ? 'an admin (direct assignment)'
              : actorName(acceptance.acceptedBy),
          acceptedAt: alaskaMoment(new Date(acceptance.acceptedAt)),
          eta,
        },
      },
    },
  };
}

/** "Tanya from Kwethluk"; the parts the technician left blank are left out. */
function technicianIntroduction(firstName: string, community: string): string {
  const name = firstName.trim() || 'A local technician';
  return community ? `${name} from ${community}` : name;
}
