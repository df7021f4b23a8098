import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack.js';
import { Badge } from './Badge.js';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Network troubleshooting' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['neutral', 'primary', 'accent', 'danger'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack direction="row" gap={2} wrap>
      <Badge>Pending</Badge>
      <Badge variant="primary">Approved</Badge>
      <Badge variant="accent">New</Badge>
      <Badge variant="danger">Rejected</Badge>
    </Stack>
  ),
};

export const Removable: Story = {
  args: { variant: 'primary', onRemove: () => {} },
};

export const SmallScreen: Story = {
  args: { children: 'Satellite internet installation and alignment', onRemove: () => {} },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
