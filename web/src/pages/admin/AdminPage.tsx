import { Container, PageTitle, Stack, Tab, TabList, TabPanel, Tabs } from '@rha/design-system';
import { DocumentTitle } from '../../app/DocumentTitle';
import {
  CompanyDirectory,
  DispatchQueueTab,
  SETTINGS_COMING_SOON,
  TechnicianDirectory,
} from '../../features/admin';
import { useDashboardTab } from '../dashboard/useDashboardTab';
import { adminTabs } from './adminTabs';

/** The Admin Dashboard: technicians, dispatch, companies and settings, the open tab kept in ?tab=. */
export function AdminPage() {
  const { active, select } = useDashboardTab(adminTabs, { tabOwnsQuery: true });
  return (
    <Container size="wide">
      <DocumentTitle title="Admin Dashboard" />
      <Stack gap={6}>
        <PageTitle>Admin Dashboard</PageTitle>
        {/* Only the open tab's panel is mounted, so a tab's list loads when it is first opened. */}
        <Tabs value={active} onValueChange={select}>
          <TabList aria-label="Admin Dashboard">
            {adminTabs.tabs.map((tab) => (
              <Tab key={tab.id} value={tab.id}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          <TabPanel value="technicians">
            <TechnicianDirectory />
          </TabPanel>
          <TabPanel value="dispatch">
            <DispatchQueueTab />
          </TabPanel>
          <TabPanel value="companies">
            <CompanyDirectory />
          </TabPanel>
          <TabPanel value="settings">
            <p>{SETTINGS_COMING_SOON}</p>
          </TabPanel>
        </Tabs>
      </Stack>
    </Container>
  );
}
