import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack.js';
import { Button } from './Button.js';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Send Message' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap align="center">
      <Button {...args} variant="primary">
        Request a Service
      </Button>
      <Button {...args} variant="secondary">
        Become a Partner
      </Button>
      <Button {...args} variant="ghost">
        Cancel
      </Button>
      <Button {...args} variant="destructive">
        Delete Location
      </Button>
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap align="center">
      <Button {...args} size="sm">
        Sign In
      </Button>
      <Button {...args} size="md">
        Save Changes
      </Button>
      <Button {...args} size="lg">
        Create an account
      </Button>
    </Stack>
  ),
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Sending...' },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#partners">Become a Partner</a> },
};

export const SmallScreen: Story = {
  args: { fullWidth: true, children: 'Save Changes' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
