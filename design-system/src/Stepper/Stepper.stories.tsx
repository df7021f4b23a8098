import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper.js';

const onboarding = ['Contact details', 'Skills', 'Tools', 'Availability', 'Review'];

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { steps: onboarding, current: 1 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FirstStep: Story = {
  args: { current: 0 },
};

export const LastStep: Story = {
  args: { current: 4 },
};

export const CustomStatus: Story = {
  args: { formatStatus: (index, total) => `Part ${index} / ${total}` },
};

export const Empty: Story = {
  args: { steps: [], current: 0 },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
