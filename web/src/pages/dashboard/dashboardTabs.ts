import type { UserTypeValue } from '@rha/contracts';

export type DashboardTabId =
  'service-request' | 'settings' | 'contact' | 'questionnaire' | 'jobs' | 'schedule';

export interface DashboardTab {
  id: DashboardTabId;
  label: string;
}

export interface DashboardTabSet {
  tabs: readonly DashboardTab[];
  defaultTab: DashboardTabId;
}

const contact: DashboardTab = { id: 'contact', label: 'Contact Support' };

const companyTabs: DashboardTabSet = {
  tabs: [
    { id: 'service-request', label: 'Service Request' },
    { id: 'settings', label: 'Company Profile' },
    contact,
  ],
  defaultTab: 'settings',
};

const technicianTabs: DashboardTabSet = {
  tabs: [
    { id: 'questionnaire', label: 'Profile' },
    { id: 'jobs', label: 'Jobs' },
    { id: 'schedule', label: 'Schedule' },
    { id: 'settings', label: 'Profile Settings' },
    contact,
  ],
  defaultTab: 'questionnaire',
};

/** Accounts without a company or technician side (admins, unfinished sign-ups) see settings and contact. */
const accountTabs: DashboardTabSet = {
  tabs: [{ id: 'settings', label: 'Profile Settings' }, contact],
  defaultTab: 'settings',
};

/** The dashboard's tabs by user type; the default for non-technicians is settings. */
export function dashboardTabsFor(userType: UserTypeValue): DashboardTabSet {
  if (userType === 'company') return companyTabs;
  if (userType === 'technician') return technicianTabs;
  return accountTabs;
}
