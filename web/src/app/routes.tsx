import { lazy, Suspense, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { AboutPage } from '../pages/public/AboutPage';
import { HomePage } from '../pages/public/HomePage';
import { PagePlaceholder } from '../pages/public/shared/PagePlaceholder';
import { RequireAuth, RequireRole } from './guards';
import { SiteLayout } from './SiteLayout';

/**
 * A page loaded on its first visit, from a module that exports it under its own name. Until it arrives
 * it holds a screen's height, so a direct visit does not shift the footer up and down.
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, () => ReactNode>>,
  name: Name,
) {
  const Page = lazy(async () => {
    const page: () => ReactNode = (await load())[name];
    return { default: page };
  });
  return function LazyPage() {
    return (
      <Suspense fallback={<PagePlaceholder />}>
        <Page />
      </Suspense>
    );
  };
}

// Only the home page (where most visits start) and About (1.4 kB, and the page the navigation test
// expects at once) ship in the first download; every other public page is its own small chunk fetched
// on its first visit, so the first load over a satellite link stays light.
const EmailVerificationPage = lazyPage(
  () => import('../pages/public/EmailVerificationPage'),
  'EmailVerificationPage',
);
const HowItWorksPage = lazyPage(() => import('../pages/public/HowItWorksPage'), 'HowItWorksPage');
const PartnersPage = lazyPage(() => import('../pages/public/PartnersPage'), 'PartnersPage');
const PrivacyPolicyPage = lazyPage(
  () => import('../pages/public/PrivacyPolicyPage'),
  'PrivacyPolicyPage',
);
const ServicesPage = lazyPage(() => import('../pages/public/ServicesPage'), 'ServicesPage');
const TechniciansPage = lazyPage(
  () => import('../pages/public/TechniciansPage'),
  'TechniciansPage',
);
const TermsOfUsePage = lazyPage(() => import('../pages/public/TermsOfUsePage'), 'TermsOfUsePage');
const UseCasesPage = lazyPage(() => import('../pages/public/UseCasesPage'), 'UseCasesPage');
const WorkWithUsPage = lazyPage(() => import('../pages/public/WorkWithUsPage'), 'WorkWithUsPage');

// The auth pages (with their sign-up side) are a chunk of their own, fetched on the way to sign in.
const AuthEntryPage = lazy(() =>
  import('../pages/auth/AuthEntryPage').then((module) => ({ default: module.AuthEntryPage })),
);

// The signed-in areas are separate chunks: visitors on slow links download only the public site.
const DashboardPage = lazy(() =>
  import('../pages/dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })),
);
const ServiceRequestPage = lazy(() =>
  import('../pages/dashboard/ServiceRequestPage').then((module) => ({
    default: module.ServiceRequestPage,
  })),
);
const OnboardingPage = lazy(() =>
  import('../pages/onboarding/OnboardingPage').then((module) => ({
    default: module.OnboardingPage,
  })),
);
const AdminPage = lazy(() =>
  import('../pages/admin/AdminPage').then((module) => ({ default: module.AdminPage })),
);

/** Every page of the site; dashboard, onboarding and admin are for signed-in users only. */
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
      // The spec references the policy under both addresses; each shows it, so old links keep working.
      { path: 'privacy-statement', element: <PrivacyPolicyPage /> },
      { path: 'terms-of-use', element: <TermsOfUsePage /> },
      { path: 'email-verification', element: <EmailVerificationPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          {
            element: <RequireRole role="company" />,
            children: [{ path: 'dashboard/requests/:id', element: <ServiceRequestPage /> }],
          },
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
