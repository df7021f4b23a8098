import { WEB_PAGES, webAddress } from '@rha/contracts/reference';

/** Pages of the web app that e-mails link to, under PUBLIC_WEB_URL. */
export interface WebLinks {
  /** The technician's 21-step onboarding questionnaire. */
  onboarding: string;
  /** The technician's dashboard, where their vetting status is shown. */
  technicianDashboard: string;
  /** The technician's Profile tab, with every onboarding answer to review and edit. */
  technicianProfile: string;
  /** The technician's Jobs tab: the offers addressed to them and the jobs they hold. */
  technicianJobs: string;
  /** The company's profile tab, where locations are added. */
  companyProfile: string;
  /** The company's service request tab: Remote Hands, Remote Eyes, Custom Request. */
  serviceRequests: string;
  /** One request's page for its company: status, technician, timeline. */
  serviceRequest(requestId: string): string;
  /** The Admin Dashboard's dispatch queue. */
  adminDispatch: string;
  /** The page that puts a new e-mail address in force with the token mailed to it. */
  confirmEmail(token: string): string;
  /** The company's invoices, each downloadable as a PDF. */
  invoices: string;
}

/** The pages an in-app notice links to, as paths of the web app. */
export const webPaths = {
  technicianDashboard: '/dashboard',
  technicianJobs: '/dashboard?tab=jobs',
  serviceRequest: (requestId: string) => `/dashboard/requests/${encodeURIComponent(requestId)}`,
  adminDispatch: '/admin?tab=dispatch',
  adminTechnicians: '/admin?tab=technicians',
} as const;

export function webLinks(publicWebUrl: string): WebLinks {
  const base = webAddress(publicWebUrl, '');
  return {
    onboarding: `${base}/onboarding`,
    technicianDashboard: `${base}${webPaths.technicianDashboard}`,
    technicianProfile: `${base}/dashboard?tab=questionnaire`,
    technicianJobs: `${base}${webPaths.technicianJobs}`,
    companyProfile: `${base}/dashboard?tab=settings`,
    serviceRequests: `${base}/dashboard?tab=service-request`,
    serviceRequest: (requestId) => `${base}${webPaths.serviceRequest(requestId)}`,
    adminDispatch: `${base}${webPaths.adminDispatch}`,
    confirmEmail: (token) => `${base}${WEB_PAGES.confirmEmail}?token=${encodeURIComponent(token)}`,
    invoices: `${base}${WEB_PAGES.invoices}`,
  };
}
