import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack.js';
import { StatusBadge } from './StatusBadge.js';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { children: 'Work done', tone: 'action' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['action', 'progress', 'done', 'problem'] },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack direction="row" gap={2} wrap>
      <StatusBadge tone="action">Work done</StatusBadge>
      <StatusBadge tone="progress">On site</StatusBadge>
      <StatusBadge tone="done">Completed</StatusBadge>
      <StatusBadge tone="problem">On hold</StatusBadge>
    </Stack>
  ),
};
