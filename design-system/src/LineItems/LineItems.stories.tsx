import type { Meta, StoryObj } from '@storybook/react-vite';
import { LineItems } from './LineItems.js';

const meta = {
  title: 'Components/LineItems',
  component: LineItems,
  args: {
    caption: 'Pay for ticket 20261201-1042',
    items: [
      {
        id: '0',
        description: 'Time on site, per started quarter hour',
        detail: '9 × $25.00',
        amount: '$225.00',
      },
      { id: '1', description: 'Weather standby days', detail: '1 × $200.00', amount: '$200.00' },
      { id: '2', description: 'Special vehicle', amount: '$120.00' },
      { id: '3', description: 'Modem fuse', amount: '$42.50' },
    ],
    total: '$587.50',
  },
} satisfies Meta<typeof LineItems>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  args: { items: [], total: '$0.00', emptyText: 'No time on site was recorded.' },
};
