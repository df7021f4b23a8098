import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField.js';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'Your email', name: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { label: 'Phone', type: 'tel', placeholder: '907 555 0100', hint: 'At least 10 digits.' },
};

export const Required: Story = {
  args: { label: 'Reference 1 name', 'aria-required': true },
};

export const Filled: Story = {
  args: { defaultValue: 'sam@kuskokwim.example' },
};

export const Disabled: Story = {
  args: { defaultValue: 'company@example.com', disabled: true },
};

export const WithError: Story = {
  name: 'Error',
  args: { defaultValue: 'sam@', error: 'Invalid email address' },
};

export const DateAndTime: Story = {
  name: 'Date and time',
  render: (args) => (
    <>
      <TextField {...args} label="Arrival date" type="date" name="date" />
      <TextField {...args} label="Arrival time" type="time" name="time" hint="Alaska time" />
    </>
  ),
  args: { placeholder: undefined },
};

export const SmallScreen: Story = {
  args: { hint: 'We reply within one working day.', error: 'Invalid email address' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
