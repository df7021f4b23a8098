import type { Meta, StoryObj } from '@storybook/react-vite';
import { IncomingCallNotice } from './IncomingCallNotice.js';

const meta = {
  title: 'Components/IncomingCallNotice',
  component: IncomingCallNotice,
  args: {
    title: 'Ana Nanuk is calling',
    detail: 'About a job in Bethel',
    onJoin: () => undefined,
    onDismiss: () => undefined,
  },
} satisfies Meta<typeof IncomingCallNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
