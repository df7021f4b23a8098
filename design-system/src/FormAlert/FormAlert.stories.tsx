import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormAlert } from './FormAlert.js';

const meta = {
  title: 'Components/FormAlert',
  component: FormAlert,
  args: {
    title: 'Failed to send message.',
    children: 'Please try again later.',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['error', 'success'] } },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TitleOnly: Story = {
  args: { title: 'Please fill in all the required company fields.', children: undefined },
};

export const Success: Story = {
  args: {
    variant: 'success',
    title: 'Message Sent',
    children: "Thank you for contacting us. We'll get back to you soon.",
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
