import { ONBOARDING_STEPS, SERVICE_TYPE_OPTIONS, type EventData } from '@rha/contracts';
import type { EmailRequest } from './emails.js';
import { firstNameOf } from './greeting.js';
import type { WebLinks } from './web-links.js';

export type RegisteredUser = EventData<'identity.user.registered.v1'>;

export type WelcomeEmail = EmailRequest<'technician-welcome'> | EmailRequest<'company-onboarding'>;

export interface WelcomeEmailOptions {
  links: WebLinks;
  /** Answers to the welcome e-mail reach support rather than the unattended sender address. */
  supportEmail: string;
}

/**
 * The e-mail a new user receives after sign-up, by user type: the technician sign-up template or
 * the company onboarding template. Admins are never signed up through the product, so they get
 * none.
 */
export function welcomeEmailFor(
  user: RegisteredUser,
  { links, supportEmail }: WelcomeEmailOptions,
): WelcomeEmail | undefined {
  const replyTo = { address: supportEmail, name: 'Remote Hands Alaska support' };
  const firstName = firstNameOf(user.fullName);
  const to = user.email;
  switch (user.userType) {
    case 'technician':
      return {
        to,
        replyTo,
        template: 'technician-welcome',
        data: {
          firstName,
          onboardingUrl: links.onboarding,
          onboardingSteps: ONBOARDING_STEPS.length,
        },
      };
    case 'company':
      return {
        to,
        replyTo,
        template: 'company-onboarding',
        data: {
          firstName,
          companyProfileUrl: links.companyProfile,
          serviceRequestUrl: links.serviceRequests,
          serviceTypes: SERVICE_TYPE_OPTIONS.map(({ label, description }) => ({
            label,
            description,
          })),
        },
      };
    case 'admin':
      return undefined;
  }
}
