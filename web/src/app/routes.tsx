import { WEB_PAGES } from '@rha/contracts/reference';
import { isValidElement, lazy, Suspense, useState, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { OfflineGate } from '../features/offline/OfflineGate';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { AboutPage } from '../pages/public/AboutPage';
import { HomePage } from '../pages/public/HomePage';
import { PagePlaceholder } from '../pages/public/shared/PagePlaceholder';
import { RequireAuth, RequireRole } from './guards';
import { SiteLayout } from './SiteLayout';

/**
 * A page loaded on its first visit, from a module that exports it under its own name. Until it arrives
 * it holds a screen's height, so a direct visit does not shift the footer up and down. `preload`
 * fetches it ahead: a prerendered page then hydrates at once instead of waiting inside its boundary,
 * where any update (the session settling) would make React throw the prerendered markup away.
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, () => ReactNode>>,
  name: Name,
) {
  let loaded: (() => ReactNode) | undefined;
  const preload = async () => {
    loaded = (await load())[name];
    return loaded;
  };
  const Pending = lazy(async () => ({ default: await preload() }));
  function LazyPage() {
    // Chosen once per mount: switching components later would remount the page and lose its state.
    const [Page] = useState(() => loaded ?? Pending);
    return (
      <Suspense fallback={<PagePlaceholder />}>
        <Page />
      </Suspense>
    );
  }
  // The name is the chunk's too: the prerender step finds the page's file by it in the build manifest.
  return Object.assign(LazyPage, { preload, pageName: name });
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

const NotificationSettingsPage = lazy(() =>
  import('../pages/notifications/NotificationSettingsPage').then((module) => ({
    default: module.NotificationSettingsPage,
  })),
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
const ConfirmEmailPage = lazy(() =>
  import('../pages/dashboard/ConfirmEmailPage').then((module) => ({
    default: module.ConfirmEmailPage,
  })),
);
const InvoicesPage = lazy(() =>
  import('../pages/invoices/InvoicesPage').then((module) => ({ default: module.InvoicesPage })),
);
const EarningsPage = lazy(() =>
  import('../pages/earnings/EarningsPage').then((module) => ({ default: module.EarningsPage })),
);
const AdminPage = lazy(() =>
  import('../pages/admin/AdminPage').then((module) => ({ default: module.AdminPage })),
);

/**
 * Every page of the site, at the addresses contracts lists (the bff answers 404 for the others);
 * dashboard, onboarding and admin are for signed-in users only.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: WEB_PAGES.auth, element: <AuthEntryPage audience="generic" /> },
      { path: WEB_PAGES.authCompany, element: <AuthEntryPage audience="company" /> },
      { path: WEB_PAGES.authTechnician, element: <AuthEntryPage audience="technician" /> },
      { path: WEB_PAGES.authServices, element: <AuthEntryPage audience="services" /> },
      { path: WEB_PAGES.services, element: <ServicesPage /> },
      { path: WEB_PAGES.useCases, element: <UseCasesPage /> },
      { path: WEB_PAGES.partners, element: <PartnersPage /> },
      { path: WEB_PAGES.technicians, element: <TechniciansPage /> },
      { path: WEB_PAGES.workWithUs, element: <WorkWithUsPage /> },
      { path: WEB_PAGES.howItWorks, element: <HowItWorksPage /> },
      { path: WEB_PAGES.about, element: <AboutPage /> },
      { path: WEB_PAGES.privacyPolicy, element: <PrivacyPolicyPage /> },
      // The spec references the policy under both addresses; each shows it, so old links keep working.
      { path: WEB_PAGES.privacyStatement, element: <PrivacyPolicyPage /> },
      { path: WEB_PAGES.termsOfUse, element: <TermsOfUsePage /> },
      { path: WEB_PAGES.emailVerification, element: <EmailVerificationPage /> },
      {
        // Before the session check: signing in needs the network too, so an offline visit learns why.
        element: <OfflineGate />,
        children: [
          {
            element: <RequireAuth />,
            children: [
              { path: WEB_PAGES.dashboard, element: <DashboardPage /> },
              { path: WEB_PAGES.confirmEmail, element: <ConfirmEmailPage /> },
              { path: WEB_PAGES.notificationSettings, element: <NotificationSettingsPage /> },
              {
                element: <RequireRole role="company" />,
                children: [
                  { path: WEB_PAGES.serviceRequest, element: <ServiceRequestPage /> },
                  { path: WEB_PAGES.invoices, element: <InvoicesPage /> },
                ],
              },
              {
                element: <RequireRole role="technician" />,
                children: [
                  { path: WEB_PAGES.onboarding, element: <OnboardingPage /> },
                  { path: WEB_PAGES.earnings, element: <EarningsPage /> },
                ],
              },
              {
                element: <RequireRole role="admin" />,
                children: [{ path: WEB_PAGES.admin, element: <AdminPage /> }],
              },
            ],
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

/** Fetches the lazily loaded page shown at a path, if it is one; resolves once it can render. */
export async function preloadPage(pathname: string): Promise<void> {
  await lazyPageAt(pathname)?.preload();
}

/** The module name of the lazily loaded page shown at a path, if it is one. */
export function lazyPageName(pathname: string): string | undefined {
  return lazyPageAt(pathname)?.pageName;
}

type LazyPage = ReturnType<typeof lazyPage>;

function lazyPageAt(pathname: string): LazyPage | undefined {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  return isValidElement(element) && isLazyPage(element.type) ? element.type : undefined;
}

function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'function' && 'preload' in type && 'pageName' in type;
}
