import type { Meta, StoryObj } from '@storybook/react-vite';
import { alaskaCommunities, usStates } from '../../test/fixtures/places.js';
import { Combobox } from './Combobox.js';

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  args: {
    label: 'State',
    name: 'state',
    placeholder: 'Search states',
    options: usStates,
  },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AlaskaCommunities: Story = {
  args: {
    label: 'Home community',
    name: 'city',
    placeholder: 'Search communities',
    hint: 'Start typing the name of your village or city.',
    options: alaskaCommunities,
  },
};

export const Chosen: Story = {
  args: { defaultValue: 'Alaska' },
};

export const Disabled: Story = {
  args: { defaultValue: 'Alaska', disabled: true },
};

export const WithError: Story = {
  name: 'Error',
  args: { required: true, error: 'State is required' },
};

export const Empty: Story = {
  args: { options: [], noResultsText: 'No states loaded' },
};

export const SmallScreen: Story = {
  args: AlaskaCommunities.args!,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
