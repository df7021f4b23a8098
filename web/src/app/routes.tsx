import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AuthEntryPage } from '../pages/auth/AuthEntryPage';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { AboutPage } from '../pages/public/AboutPage';
import { EmailVerificationPage } from '../pages/public/EmailVerificationPage';
import { HomePage } from '../pages/public/HomePage';
import { HowItWorksPage } from '../pages/public/HowItWorksPage';
import { PartnersPage } from '../pages/public/PartnersPage';
import { PrivacyPolicyPage } from '../pages/public/PrivacyPolicyPage';
import { ServicesPage } from '../pages/public/ServicesPage';
import { TechniciansPage } from '../pages/public/TechniciansPage';
import { TermsOfUsePage } from '../pages/public/TermsOfUsePage';
import { UseCasesPage } from '../pages/public/UseCasesPage';
import { WorkWithUsPage } from '../pages/public/WorkWithUsPage';
import { RequireAuth, RequireRole } from './guards';
import { SiteLayout } from './SiteLayout';

// The signed-in areas are separate chunks: visitors on slow links download only the public site.
const DashboardPage = lazy(() =>
  import('../pages/dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })),
);
const OnboardingPage = lazy(() =>
  import('../pages/onboarding/OnboardingPage').then((module) => ({
    default: module.OnboardingPage,
  })),
);
const AdminPage = lazy(() =>
  import('../pages/admin/AdminPage').then((module) => ({ default: module.AdminPage })),
);

/** The route table of spec 01 §2. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'auth', element: <AuthEntryPage audience="generic" /> },
      { path: 'auth/company', element: <AuthEntryPage audience="company" /> },
      { path: 'auth/technician', element: <AuthEntryPage audience="technician" /> },
      { path: 'auth/services', element: <AuthEntryPage audience="services" /> },
      { path: 'services', element: <ServicesPage /> },
      { path: 'use-cases', element: <UseCasesPage /> },
      { path: 'partners', element: <PartnersPage /> },
      { path: 'technicians', element: <TechniciansPage /> },
      { path: 'work-with-us', element: <WorkWithUsPage /> },
      { path: 'how-it-works', element: <HowItWorksPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'privacy-statement', element: <Navigate to="/privacy-policy" replace /> },
      { path: 'terms-of-use', element: <TermsOfUsePage /> },
      { path: 'email-verification', element: <EmailVerificationPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          {
            element: <RequireRole role="technician" />,
            children: [{ path: 'onboarding', element: <OnboardingPage /> }],
          },
          {
            element: <RequireRole role="admin" />,
            children: [{ path: 'admin', element: <AdminPage /> }],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Renders the route table. Declarative routing (BrowserRouter + useRoutes) rather than a data router:
 * the app loads its data through react-query, and the data router would add about 55 kB to every page.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
