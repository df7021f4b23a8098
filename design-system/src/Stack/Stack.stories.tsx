import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { Stack } from './Stack.js';

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: {
    children: [
      <Badge key="it">IT support</Badge>,
      <Badge key="electrical">Electrical</Badge>,
      <Badge key="fieldwork">Fieldwork</Badge>,
    ],
  },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    align: { control: 'select', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'select', options: ['start', 'center', 'end', 'between'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Row: Story = {
  args: { direction: 'row', gap: 2, wrap: true },
};

export const SpacedBetween: Story = {
  args: {
    direction: 'row',
    justify: 'between',
    align: 'center',
    children: [
      <span key="total">3 locations</span>,
      <Button key="add" size="sm">
        Add Location
      </Button>,
    ],
  },
};

export const Empty: Story = {
  args: { children: undefined },
};

export const SmallScreen: Story = {
  args: { direction: 'row', gap: 2, wrap: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
