import type { User } from '@rha/contracts';
import {
  Button,
  Container,
  PageTitle,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@rha/design-system';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAttention } from '../../api/attention';
import { useRefreshUser } from '../../api/useRefreshUser';
import { useUser } from '../../api/useUser';
import { DocumentTitle } from '../../app/DocumentTitle';
import { PageLoading } from '../../app/PageLoading';
import { readSignupDraft } from '../../auth/authStorage';
import { AttentionPanel, tabCounts } from '../../features/attention';
import { DashboardPanel } from './DashboardPanels';
import { dashboardTabsFor } from './dashboardTabs';
import { firstNameOf } from './firstName';
import { useDashboardTab } from './useDashboardTab';

/**
 * Right after a sign-up the cached profile may predate the new user type, which the navigation
 * state carries: then the profile is read again, past the caches.
 */
function useProfileAfterSignup(user: User | null | undefined) {
  const { state } = useLocation() as { state: { userType?: string } | null };
  const refreshUser = useRefreshUser();
  const refreshed = useRef(false);
  const stale = Boolean(user && user.userType === '' && state?.userType);
  useEffect(() => {
    if (!stale || refreshed.current) return;
    refreshed.current = true;
    refreshUser().catch((error: unknown) => console.error((error as Error).message));
  }, [stale, refreshUser]);
}

function DashboardTabs({ user, counts }: { user: User; counts: Record<string, number> }) {
  const tabSet = dashboardTabsFor(user.userType);
  const { active, select } = useDashboardTab(tabSet);
  return (
    <Tabs value={active} onValueChange={select}>
      <TabList aria-label="Dashboard">
        {tabSet.tabs.map((tab) => (
          <Tab key={tab.id} value={tab.id} count={counts[tab.id] ?? 0}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabSet.tabs.map((tab) => (
        <TabPanel key={tab.id} value={tab.id}>
          <DashboardPanel tab={tab.id} label={tab.label} userType={user.userType} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** Companies and technicians have things waiting for them; other accounts have no strip. */
function audienceOf(user: User | null | undefined) {
  if (user?.userType === 'company' || user?.userType === 'technician') return user.userType;
  return undefined;
}

export function DashboardPage() {
  const { data: user, isPending, refetch } = useUser();
  useProfileAfterSignup(user);
  const audience = audienceOf(user);
  const attention = useAttention(audience !== undefined);

  if (isPending) return <PageLoading />;

  if (!user) {
    return (
      <Container>
        <DocumentTitle title="Dashboard" />
        <Stack gap={3} align="start">
          <p role="alert">We could not load your profile.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Container>
    );
  }

  // A sign-up whose draft is still waiting is finished on the auth page, not here.
  if (user.userType === '' && readSignupDraft()) return <Navigate to="/auth" replace />;

  const firstName = firstNameOf(user.fullName);
  return (
    <Container>
      <DocumentTitle title="Dashboard" />
      <Stack gap={6}>
        <PageTitle>{firstName ? `Welcome ${firstName}!` : 'Welcome!'}</PageTitle>
        {audience && <AttentionPanel items={attention.data?.items} audience={audience} />}
        <DashboardTabs user={user} counts={tabCounts(attention.data)} />
      </Stack>
    </Container>
  );
}
