import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea.js';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Message', placeholder: 'How can we help you?', name: 'message' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'At least 10 characters.' },
};

export const Disabled: Story = {
  args: { defaultValue: 'Our satellite link drops every evening.', disabled: true },
};

export const WithError: Story = {
  name: 'Error',
  args: { defaultValue: 'Help', error: 'Message must be at least 10 characters' },
};

export const SmallScreen: Story = {
  args: { rows: 6 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
