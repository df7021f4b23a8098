import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.js';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'settings' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Dashboard">
        <Tab value="service-request">Service Request</Tab>
        <Tab value="settings">Company Profile</Tab>
        <Tab value="contact">Contact Support</Tab>
      </TabList>
      <TabPanel value="service-request">Create a service request.</TabPanel>
      <TabPanel value="settings">Company Information and Location Information.</TabPanel>
      <TabPanel value="contact">Contact Us.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ServiceTypes: Story = {
  args: { defaultValue: 'remote-hands' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Service type">
        <Tab value="remote-hands">Remote Hands</Tab>
        <Tab value="remote-eyes">Remote Eyes</Tab>
        <Tab value="custom-request">Custom Request</Tab>
      </TabList>
      <TabPanel value="remote-hands">
        Hands-on work guided by your experts over live video.
      </TabPanel>
      <TabPanel value="remote-eyes">A visual inspection with up to 20 photos and video.</TabPanel>
      <TabPanel value="custom-request">Anything else you need on site.</TabPanel>
    </Tabs>
  ),
};

export const Disabled: Story = {
  name: 'Disabled tab',
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Dashboard">
        <Tab value="questionnaire" disabled>
          Profile
        </Tab>
        <Tab value="settings">Profile Settings</Tab>
        <Tab value="contact">Contact Support</Tab>
      </TabList>
      <TabPanel value="questionnaire">Questionnaire.</TabPanel>
      <TabPanel value="settings">Settings.</TabPanel>
      <TabPanel value="contact">Contact Us.</TabPanel>
    </Tabs>
  ),
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const WithCounts: Story = {
  args: { defaultValue: 'jobs' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Dashboard">
        <Tab value="questionnaire">Profile</Tab>
        <Tab value="jobs" count={3}>
          Jobs
        </Tab>
        <Tab value="settings" count={0}>
          Profile Settings
        </Tab>
      </TabList>
      <TabPanel value="questionnaire">Your answers.</TabPanel>
      <TabPanel value="jobs">Two offers and an unread message.</TabPanel>
      <TabPanel value="settings">Contact information and service area.</TabPanel>
    </Tabs>
  ),
};
