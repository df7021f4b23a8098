import type { Meta, StoryObj } from '@storybook/react-vite';
import { usStates } from '../../test/fixtures/places.js';
import { Select } from './Select.js';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'State', name: 'state', placeholder: 'Select a state', options: usStates },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = {
  args: { defaultValue: 'Alaska' },
};

export const WithOptionObjects: Story = {
  args: {
    label: 'Preferred Time Range',
    name: 'preferredTimeRange',
    placeholder: 'Select a time range',
    options: [
      { value: 'morning', label: 'Morning (8am – 12pm)' },
      { value: 'afternoon', label: 'Afternoon (12pm – 5pm)' },
      { value: 'evening', label: 'Evening (5pm – 8pm)', disabled: true },
    ],
    hint: 'Evening visits are not available yet.',
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Alaska', disabled: true },
};

export const WithError: Story = {
  name: 'Error',
  args: { required: true, error: 'State is required' },
};

export const Empty: Story = {
  args: { options: [], placeholder: 'No states to choose from' },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
