export type AdminTabId =
  'technicians' | 'dispatch' | 'schedule' | 'companies' | 'finance' | 'settings';

/** The Admin Dashboard's tabs; technicians is the one shown when ?tab= names none of them. */
export const adminTabs = {
  tabs: [
    { id: 'technicians', label: 'Technicians' },
    { id: 'dispatch', label: 'Dispatch' },
    { id: 'schedule', label: 'Schedule' },
    { id: 'companies', label: 'Companies' },
    { id: 'finance', label: 'Finance' },
    { id: 'settings', label: 'Settings' },
  ],
  defaultTab: 'technicians',
} as const satisfies {
  tabs: readonly { id: AdminTabId; label: string }[];
  defaultTab: AdminTabId;
};
