import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from './Switch.js';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Email me when a technician accepts a request' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const On: Story = {
  args: { defaultChecked: true },
};

export const WithHint: Story = {
  args: { hint: 'Sent to the address on your profile.' },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const WithError: Story = {
  name: 'Error',
  args: { error: 'Add an email address to your profile first' },
};

export const SmallScreen: Story = {
  args: { hint: 'Sent to the address on your profile.' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
