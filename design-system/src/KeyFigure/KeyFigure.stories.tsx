import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyFigure } from './KeyFigure.js';

const meta = {
  title: 'Components/KeyFigure',
  component: KeyFigure,
  args: { label: 'Pay', children: '$75/h, up to 6 h ($450)' },
} satisfies Meta<typeof KeyFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'Weather standby $150 a day, special vehicle $100' },
};

export const SmallScreen: Story = {
  args: {
    children: '$1,250/h, up to 72 h ($90,000)',
    hint: 'Weather standby $150 a day, special vehicle $100',
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
