/** Who an auth entry screen speaks to: /auth, /auth/company, /auth/technician, /auth/services. */
export type AuthAudience = 'generic' | 'company' | 'technician' | 'services';

/** What signing in lets each audience do, worded to end the entry screen's welcome line. */
export const audiencePrompts: Record<AuthAudience, string> = {
  generic: 'continue',
  company: 'request a quote or custom services',
  technician: 'sign in or sign up to access your account',
  services: 'request services',
};
