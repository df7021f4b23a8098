import type { UserTypeValue } from '@rha/contracts';
import { PageTitle, Spinner, Stack } from '@rha/design-system';
import { lazy, Suspense } from 'react';
import { useUser } from '../../api/useUser';
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
const TechnicianProfilePanel = lazy(() =>
  import('../../features/technician').then((module) => ({
    default: module.TechnicianProfilePanel,
  })),
);
const TechnicianSettingsPanel = lazy(() =>
  import('../../features/technician').then((module) => ({
    default: module.TechnicianSettingsPanel,
  })),
);
const JobsPanel = lazy(() =>
  import('../../features/technician').then((module) => ({ default: module.JobsPanel })),
);
const TechnicianSchedulePanel = lazy(() =>
  import('../../features/schedule').then((module) => ({
    default: module.TechnicianSchedulePanel,
  })),
);
const ContactForm = lazy(() =>
  import('../../features/contact').then((module) => ({ default: module.ContactForm })),
);

/** Contact Support, written as the signed-in person: their name and e-mail are already filled in. */
function SupportForm() {
  const { data: user } = useUser();
  if (user === undefined) return <Spinner label="Loading" />;
  return (
    <ContactForm
      mode="card"
      {...(user ? { sender: { name: user.fullName, email: user.email } } : {})}
    />
  );
}

function PanelTitle({ children }: { children: string }) {
  return <PageTitle level={2}>{children}</PageTitle>;
}

/** What one dashboard tab shows for this user type. */
export function DashboardPanel({
  tab,
  label,
  userType,
}: {
  tab: DashboardTabId;
  label: string;
  userType: UserTypeValue;
}) {
  const isCompany = userType === 'company';
  const isTechnician = userType === 'technician';
  return (
    <Suspense
      fallback={
        <Stack align="center">
          <Spinner label="Loading" />
        </Stack>
      }
    >
      {tab === 'contact' && <SupportForm />}
      {tab === 'settings' && isCompany && <CompanyProfilePanel />}
      {tab === 'service-request' && isCompany && <ServiceRequestPanel />}
      {tab === 'questionnaire' && isTechnician && <TechnicianProfilePanel />}
      {tab === 'jobs' && isTechnician && <JobsPanel />}
      {tab === 'schedule' && isTechnician && <TechnicianSchedulePanel />}
      {tab === 'settings' && isTechnician && <TechnicianSettingsPanel />}
      {/* Admins and unfinished sign-ups have no settings of their own yet. */}
      {tab === 'settings' && !isCompany && !isTechnician && <PanelTitle>{label}</PanelTitle>}
    </Suspense>
  );
}
