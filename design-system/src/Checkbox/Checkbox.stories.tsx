import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox.js';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: {
    label: 'I agree to receive text messages about my service requests.',
    name: 'smsConsent',
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = {
  args: { defaultChecked: true },
};

export const WithHint: Story = {
  args: { hint: 'Message and data rates may apply. Reply STOP to opt out.' },
};

export const Disabled: Story = {
  args: { defaultChecked: true, disabled: true },
};

export const WithError: Story = {
  name: 'Error',
  args: { label: 'I accept the Terms of Use', error: 'You must accept the Terms of Use' },
};

export const SmallScreen: Story = {
  args: { hint: 'Message and data rates may apply. Reply STOP to opt out.' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
