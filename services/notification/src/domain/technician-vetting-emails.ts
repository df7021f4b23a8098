import { VETTING_STATUS_FOR_TECHNICIAN, type EventData } from '@rha/contracts';
import type { EmailRequest } from './emails.js';
import { firstNameOf } from './greeting.js';
import type { WebLinks } from './web-links.js';

export type VettingChange = EventData<'technician.vetting.changed.v1'>;

export interface VettingEmail {
  /** One e-mail per vetting change, however often its event arrives. */
  onceKey: string;
  email: EmailRequest<'technician-vetting-approved'> | EmailRequest<'technician-vetting-rejected'>;
}

export interface VettingEmailOptions {
  links: WebLinks;
  /** Questions about the decision reach support, who made it, rather than the sender address. */
  supportEmail: string;
}

/**
 * What a technician is told of a vetting move: approval and rejection are theirs to know by
 * e-mail; the steps between show on their dashboard only. Undefined when nothing is sent.
 */
export function vettingEmailFor(
  change: VettingChange,
  { links, supportEmail }: VettingEmailOptions,
): VettingEmail | undefined {
  const common = {
    to: change.email,
    replyTo: { address: supportEmail, name: 'Remote Hands Alaska support' },
  };
  const firstName = firstNameOf(change.fullName);
  const onceKey = `technician-vetting:${change.changeId}`;
  switch (change.to) {
    case 'approved':
      return {
        onceKey,
        email: {
          ...common,
          template: 'technician-vetting-approved',
          data: {
            firstName,
            nextStep: VETTING_STATUS_FOR_TECHNICIAN.approved.next,
            dashboardUrl: links.technicianDashboard,
          },
        },
      };
    case 'rejected':
      return {
        onceKey,
        email: {
          ...common,
          template: 'technician-vetting-rejected',
          data: { firstName, reason: change.reason },
        },
      };
    default:
      return undefined;
  }
}
