/**
 * Every address the web app shows a page at, in the router's pattern syntax (`:name` stands for one
 * path segment). The web app's route table is built from these, and the bff answers any other address
 * with 404, so a mistyped link is a real not-found for browsers and crawlers alike.
 */
export const WEB_PAGES = {
  home: '/',
  auth: '/auth',
  authCompany: '/auth/company',
  authTechnician: '/auth/technician',
  authServices: '/auth/services',
  services: '/services',
  useCases: '/use-cases',
  partners: '/partners',
  technicians: '/technicians',
  workWithUs: '/work-with-us',
  howItWorks: '/how-it-works',
  about: '/about',
  privacyPolicy: '/privacy-policy',
  privacyStatement: '/privacy-statement',
  termsOfUse: '/terms-of-use',
  emailVerification: '/email-verification',
  confirmEmail: '/confirm-email',
  dashboard: '/dashboard',
  serviceRequest: '/dashboard/requests/:id',
  onboarding: '/onboarding',
  admin: '/admin',
  notificationSettings: '/notification-settings',
  invoices: '/invoices',
  earnings: '/earnings',
} as const;

export type WebPage = (typeof WEB_PAGES)[keyof typeof WEB_PAGES];

/**
 * A page's address under the web app's public origin. Joined as text rather than with
 * new URL(path, base), which would drop a base path such as /app.
 */
export function webAddress(publicWebUrl: string, path: string): string {
  return `${publicWebUrl.replace(/\/+$/, '')}${path}`;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const PATTERNS = Object.values(WEB_PAGES).map(segmentsOf);

/**
 * Whether the web app has a page at this path. Matches as the router does: letters in any case, a
 * trailing slash allowed, and a `:name` segment taking any one non-empty segment.
 */
export function isWebPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname.toLowerCase());
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}
