import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack.js';
import { Money } from './Money.js';

const meta = {
  title: 'Components/Money',
  component: Money,
  args: { cents: 198_125 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InAColumn: Story = {
  render: () => (
    <Stack gap={1} align="end">
      <Money cents={90_000} />
      <Money cents={1_234_567} />
      <Money cents={-90_000} />
      <Money cents={5} />
    </Stack>
  ),
};
