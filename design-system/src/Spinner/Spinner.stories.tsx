import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack.js';
import { Spinner } from './Spinner.js';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: () => (
    <Stack direction="row" gap={6} align="center">
      <Spinner size="sm" label="Loading (small)" />
      <Spinner size="md" label="Loading (medium)" />
      <Spinner size="lg" label="Loading (large)" />
    </Stack>
  ),
};

export const PageLoading: Story = {
  args: { size: 'lg', label: 'Loading your dashboard' },
};

export const SmallScreen: Story = {
  args: { size: 'lg' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
