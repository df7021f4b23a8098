import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from '../Avatar/Avatar.js';
import { Button } from '../Button/Button.js';
import { Menu } from '../Menu/Menu.js';
import { NotificationBell } from '../NotificationBell/NotificationBell.js';
import { Stack } from '../Stack/Stack.js';
import { TopBar } from './TopBar.js';

const navigation = (
  <>
    <a href="#how-it-works">How It Works</a>
    <Menu label="Work With Us">
      <a href="#services">Hire Remote Hands</a>
      <a href="#technicians">Become a Technician</a>
      <a href="#partners">Become A Partner</a>
    </Menu>
    <a href="#use-cases">Use Cases</a>
    <a href="#about" aria-current="page">
      About
    </a>
  </>
);

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <a href="#home">Remote Hands Alaska</a>,
    navigation,
    actions: <Button size="sm">Sign In</Button>,
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SignedIn: Story = {
  args: {
    actions: (
      <>
        <a href="#dashboard">Dashboard</a>
        <a href="#admin">Admin</a>
        <Button variant="ghost" size="sm">
          Logout
        </Button>
        <Stack direction="row" gap={2} align="center">
          <Avatar name="Alex Bering" size="sm" decorative />
          <span>Alex Bering</span>
        </Stack>
      </>
    ),
  },
};

export const WithNotificationBell: Story = {
  args: {
    ...SignedIn.args,
    status: <NotificationBell unread={3} items={[]} />,
  },
};

export const LoggingOut: Story = {
  name: 'Loading (logging out)',
  args: {
    actions: (
      <Button variant="ghost" size="sm" loading loadingLabel="Logging out...">
        Logout
      </Button>
    ),
  },
};

export const SessionLoading: Story = {
  name: 'Empty (session loading)',
  args: { actions: undefined },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
