import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './RadioGroup.js';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Is access to the site restricted?', name: 'restrictedAccess' },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Answered: Story = {
  args: { defaultValue: 'yes' },
};

export const CustomOptions: Story = {
  args: {
    label: 'Video duration',
    orientation: 'vertical',
    options: [
      { value: '30', label: '30 minutes' },
      { value: '60', label: '1 hour' },
      { value: '120', label: '2 hours', disabled: true },
    ],
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'no', disabled: true },
};

export const WithError: Story = {
  name: 'Error',
  args: { hint: 'Gated sites need a contact person.', error: 'Please answer this question' },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
