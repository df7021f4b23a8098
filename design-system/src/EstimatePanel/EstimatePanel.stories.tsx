import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../TextField/TextField.js';
import { EstimatePanel } from './EstimatePanel.js';

const meta = {
  title: 'Components/EstimatePanel',
  component: EstimatePanel,
  args: {
    inputs: (
      <>
        <TextField label="Expected hours on site" type="number" defaultValue="5" />
        <TextField label="Scheduled visits" type="number" defaultValue="3" />
      </>
    ),
    lines: [
      {
        id: 'remote-hands-baseline',
        label: 'Remote Hands, first 4 hours on site',
        detail: '3 × $900.00',
        amount: '$2,700.00',
      },
      {
        id: 'remote-hands-extra-time',
        label: 'Additional time, per started quarter hour',
        detail: '12 × $56.25',
        amount: '$675.00',
      },
      {
        id: 'scheduled-visit-discount',
        label: 'Scheduled-visit discount, 3 visits',
        amount: '-$168.75',
      },
      { id: 'pro-package', label: 'Pro Package', amount: '$800.00' },
    ],
    total: '$4,006.25',
    note: 'The invoice follows the time actually spent on site.',
  },
} satisfies Meta<typeof EstimatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const QuoteRequired: Story = {
  args: { lines: [], total: '', quoteRequired: 'Quote required', note: undefined },
};
