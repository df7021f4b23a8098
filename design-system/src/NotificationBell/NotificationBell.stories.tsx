import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationBell, type NotificationBellItem } from './NotificationBell.js';

const items: NotificationBellItem[] = [
  {
    id: '1',
    title: 'Request 20300615-0001 accepted',
    actor: 'Tanya, your technician',
    time: 'Jun 15, 10:04 AM',
    dateTime: '2030-06-15T18:04:00.000Z',
    href: '#request-1',
    unread: true,
  },
  {
    id: '2',
    title: 'Technician on site for 20300612-0003',
    actor: 'Joe, your technician',
    time: 'Jun 12, 9:30 AM',
    dateTime: '2030-06-12T17:30:00.000Z',
    href: '#request-3',
    unread: true,
  },
  {
    id: '3',
    title: 'Work done on 20300601-0002: ready for your review',
    actor: 'Tanya, your technician',
    time: 'Jun 1, 4:12 PM',
    dateTime: '2030-06-02T00:12:00.000Z',
    href: '#request-2',
    unread: false,
  },
];

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  args: {
    unread: 2,
    items,
    onMarkAllRead: () => {},
    footer: <a href="#settings">Notification settings</a>,
  },
  // Room under the bell for its panel.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '30rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = { args: { open: true } };

export const Empty: Story = { args: { unread: 0, items: [], open: true } };

export const ManyUnread: Story = { args: { unread: 128 } };

export const SmallScreen: Story = {
  args: { open: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
