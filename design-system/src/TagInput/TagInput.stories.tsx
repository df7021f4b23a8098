import type { Meta, StoryObj } from '@storybook/react-vite';
import { TagInput } from './TagInput.js';

const meta = {
  title: 'Components/TagInput',
  component: TagInput,
  args: {
    label: 'Other skills',
    name: 'otherSkills',
    placeholder: 'e.g. Fiber splicing, Solar panels',
    hint: 'Separate several with commas, then press Enter.',
  },
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithTags: Story = {
  args: { defaultValue: ['Fiber splicing', 'Starlink installs', 'Generator maintenance'] },
};

export const Disabled: Story = {
  args: { defaultValue: ['Fiber splicing'], disabled: true },
};

export const WithError: Story = {
  name: 'Error',
  args: { error: 'Add at least one skill' },
};

export const Empty: Story = {
  args: { hint: undefined, placeholder: undefined },
};

export const SmallScreen: Story = {
  args: { defaultValue: ['Fiber splicing', 'Starlink installs', 'Generator maintenance'] },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
