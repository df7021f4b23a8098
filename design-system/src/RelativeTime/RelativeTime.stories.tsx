import type { Meta, StoryObj } from '@storybook/react-vite';
import { RelativeTime } from './RelativeTime.js';

const meta = {
  title: 'Components/RelativeTime',
  component: RelativeTime,
  args: {
    dateTime: '2026-03-12T21:30:00.000Z',
    exact: 'Thu, Mar 12, 2026, 12:30 PM AKDT',
    now: new Date('2026-03-13T00:30:00.000Z'),
  },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LastWeek: Story = {
  args: { now: new Date('2026-03-25T00:30:00.000Z') },
};
