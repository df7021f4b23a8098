import type { Meta, StoryObj } from '@storybook/react-vite';
import { Figures } from './Figures.js';

const meta = {
  title: 'Components/Figures',
  component: Figures,
  args: {
    figures: [
      { label: 'Due', value: '$587.50', note: 'From 2 approved jobs', emphasis: true },
      { label: 'Paid', value: '$1,240.00', note: 'Last paid Dec 15, 2026' },
    ],
  },
} satisfies Meta<typeof Figures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Many: Story = {
  args: {
    figures: [
      { label: 'Open', value: '$12,400.00' },
      { label: 'Overdue', value: '$1,980.00', emphasis: true },
      { label: 'Paid this month', value: '$48,225.50' },
      { label: 'Credited', value: '$900.00' },
    ],
  },
};
