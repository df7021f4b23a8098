import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar.js';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Profile completion', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Steps: Story = {
  args: { label: 'Onboarding', value: 2, max: 5, valueText: 'Step 2 of 5' },
};

export const Empty: Story = {
  args: { value: 0 },
};

export const Complete: Story = {
  args: { value: 100 },
};

export const Unlabelled: Story = {
  args: { label: undefined, 'aria-label': 'Uploading photos', value: 65 },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
