import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack.js';
import { Avatar } from './Avatar.js';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Sam Kuskokwim' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: () => (
    <Stack direction="row" gap={4} align="center">
      <Avatar name="Tanya Nome" size="sm" />
      <Avatar name="Alex Bering" size="md" />
      <Avatar name="Sam Kuskokwim" size="lg" />
    </Stack>
  ),
};

export const WithNameBeside: Story = {
  render: () => (
    <Stack direction="row" gap={2} align="center">
      <Avatar name="Alex Bering" size="sm" decorative />
      <span>Alex Bering</span>
    </Stack>
  ),
};

export const Empty: Story = {
  name: 'Empty name',
  args: { name: '' },
};

export const SmallScreen: Story = {
  args: { size: 'sm' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
