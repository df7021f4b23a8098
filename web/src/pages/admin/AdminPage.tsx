import { Container, PageTitle, Stack, Tab, TabList, TabPanel, Tabs } from '@rha/design-system';
import { useAttention } from '../../api/attention';
import { DocumentTitle } from '../../app/DocumentTitle';
import { AttentionPanel, tabCounts } from '../../features/attention';
import {
  CompanyDirectory,
  DispatchQueueTab,
  SETTINGS_COMING_SOON,
  TechnicianDirectory,
} from '../../features/admin';
import { PriceTableEditor } from '../../features/prices/PriceTableEditor';
import { FinanceTab } from '../../features/finance';
import { AdminSchedulePanel } from '../../features/schedule';
import { useDashboardTab } from '../dashboard/useDashboardTab';
import { adminTabs } from './adminTabs';

/** The Admin Dashboard: technicians, dispatch, companies, finance and settings, the open tab kept in ?tab=. */
export function AdminPage() {
  const { active, select } = useDashboardTab(adminTabs, { tabOwnsQuery: true });
  const attention = useAttention();
  const counts = tabCounts(attention.data);
  return (
    <Container size="wide">
      <DocumentTitle title="Admin Dashboard" />
      <Stack gap={6}>
        <PageTitle>Admin Dashboard</PageTitle>
        <AttentionPanel items={attention.data?.items} audience="admin" />
        {/* Only the open tab's panel is mounted, so a tab's list loads when it is first opened. */}
        <Tabs value={active} onValueChange={select}>
          <TabList aria-label="Admin Dashboard">
            {adminTabs.tabs.map((tab) => (
              <Tab key={tab.id} value={tab.id} count={counts[tab.id] ?? 0}>
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
          <TabPanel value="schedule">
            <AdminSchedulePanel />
          </TabPanel>
          <TabPanel value="companies">
            <CompanyDirectory />
          </TabPanel>
          <TabPanel value="finance">
            <FinanceTab />
          </TabPanel>
          <TabPanel value="settings">
            <Stack gap={4}>
              <p>{SETTINGS_COMING_SOON}</p>
              <PriceTableEditor />
            </Stack>
          </TabPanel>
        </Tabs>
      </Stack>
    </Container>
  );
}
