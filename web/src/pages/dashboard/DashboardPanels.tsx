import { PageTitle, Spinner, Stack } from '@rha/design-system';
import { lazy, Suspense } from 'react';
import type { DashboardTabId } from './dashboardTabs';

// Each panel is its own chunk: a technician never downloads the company forms, nor anyone the
// service-request calendar before opening that tab.
const CompanyProfilePanel = lazy(() =>
  import('../../features/company').then((module) => ({ default: module.CompanyProfilePanel })),
);
const ServiceRequestPanel = lazy(() =>
  import('../../features/service-request').then((module) => ({
    default: module.ServiceRequestPanel,
  })),
);
const ContactForm = lazy(() =>
  import('../../features/contact').then((module) => ({ default: module.ContactForm })),
);

function PanelTitle({ children }: { children: string }) {
  return <PageTitle level={2}>{children}</PageTitle>;
}

/** What one dashboard tab shows for this user type. */
export function DashboardPanel({
  tab,
  label,
  isCompany,
}: {
  tab: DashboardTabId;
  label: string;
  isCompany: boolean;
}) {
  return (
    <Suspense
      fallback={
        <Stack align="center">
          <Spinner label="Loading" />
        </Stack>
      }
    >
      {tab === 'contact' && <ContactForm mode="card" />}
      {tab === 'settings' && isCompany && <CompanyProfilePanel />}
      {tab === 'service-request' && isCompany && <ServiceRequestPanel />}
      {/* The technician's panels are not built yet; until then their tabs show only a title. */}
      {(tab === 'questionnaire' || (tab === 'settings' && !isCompany)) && (
        <PanelTitle>{label}</PanelTitle>
      )}
    </Suspense>
  );
}
