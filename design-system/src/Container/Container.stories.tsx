import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from './Container.js';

const meta = {
  title: 'Components/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <p>
        Remote Hands Alaska connects companies with vetted local field technicians across rural
        Alaska, for on-site work guided by live video.
      </p>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['narrow', 'default', 'wide'] },
    padding: { control: 'inline-radio', options: ['none', 'md', 'lg'] },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Narrow: Story = {
  args: { size: 'narrow' },
};

export const Wide: Story = {
  args: { size: 'wide', padding: 'lg' },
};

export const Empty: Story = {
  args: { children: undefined },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
