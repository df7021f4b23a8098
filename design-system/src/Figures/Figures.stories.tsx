import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from '../Money/Money.js';
import { Figures } from './Figures.js';

const meta = {
  title: 'Components/Figures',
  component: Figures,
  args: {
    'aria-label': 'Invoice totals',
    figures: [
      { label: 'Open', value: <Money cents={1_981_250} /> },
      { label: 'Overdue', value: <Money cents={90_000} />, tone: 'problem' },
      { label: 'Paid this month', value: <Money cents={4_500_000} /> },
    ],
  },
} satisfies Meta<typeof Figures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
