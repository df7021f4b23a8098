import { PageTitle, Spinner, Stack, Tab, TabList, TabPanel, Tabs } from '@rha/design-system';
import { useState } from 'react';
import { useUser } from '../../api/useUser';
import { CertificationsSection } from './CertificationsSection';
import { ContactInfoForm } from './ContactInfoForm';
import { ServiceAreaSection } from './ServiceAreaSection';
import { ServiceLocationSection } from './ServiceLocationSection';
import { UnavailablePeriodsSection } from './UnavailablePeriodsSection';

type SettingsTab = 'profile' | 'locations' | 'service-area';

/**
 * The technician's Profile Settings: contact details with licenses and certifications under them,
 * the service location, and the service area (communities reached and time away). Certifications
 * have no tab of their own.
 */
export function TechnicianSettingsPanel() {
  const user = useUser();
  const [tab, setTab] = useState<SettingsTab>('profile');

  return (
    <Stack gap={6}>
      <PageTitle level={2}>Profile Settings</PageTitle>
      <Tabs value={tab} onValueChange={(value) => setTab(value as SettingsTab)}>
        <TabList aria-label="Profile settings">
          <Tab value="profile">Profile</Tab>
          <Tab value="locations">Locations</Tab>
          <Tab value="service-area">Service Area</Tab>
        </TabList>
        <TabPanel value="profile">
          <Stack gap={6}>
            {user.data ? (
              <ContactInfoForm user={user.data} />
            ) : (
              <Spinner label="Loading your profile" />
            )}
            <CertificationsSection />
          </Stack>
        </TabPanel>
        <TabPanel value="locations">
          <ServiceLocationSection />
        </TabPanel>
        <TabPanel value="service-area">
          <Stack gap={6}>
            <ServiceAreaSection />
            <UnavailablePeriodsSection />
          </Stack>
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
