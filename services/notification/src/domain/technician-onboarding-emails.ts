import type { EventData } from '@rha/contracts';
import type { EmailRequest } from './emails.js';
import { firstNameOf } from './greeting.js';
import type { WebLinks } from './web-links.js';

export type CompletedOnboarding = EventData<'technician.onboarding.completed.v1'>;

export interface OnboardingCompletedEmail {
  /** One e-mail per technician: a repeated completion, under any event id, queues none. */
  onceKey: string;
  email: EmailRequest<'technician-onboarding-completed'>;
}

export interface OnboardingCompletedEmailOptions {
  links: WebLinks;
  /** Answers reach support, who run the vetting, rather than the unattended sender address. */
  supportEmail: string;
}

/** The thank-you a technician receives once the questionnaire is complete and vetting starts. */
export function onboardingCompletedEmail(
  technician: CompletedOnboarding,
  { links, supportEmail }: OnboardingCompletedEmailOptions,
): OnboardingCompletedEmail {
  return {
    onceKey: `technician-onboarding-completed:${technician.technicianId}`,
    email: {
      to: technician.email,
      replyTo: { address: supportEmail, name: 'Remote Hands Alaska support' },
      template: 'technician-onboarding-completed',
      data: {
        firstName: firstNameOf(technician.fullName),
        profileUrl: links.technicianProfile,
      },
    },
  };
}
