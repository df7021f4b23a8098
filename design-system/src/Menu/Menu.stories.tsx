import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from './Menu.js';

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: {
    label: 'Work With Us',
    children: [
      <a key="services" href="#services">
        Hire Remote Hands
      </a>,
      <a key="technicians" href="#technicians">
        Become a Technician
      </a>,
      <a key="partners" href="#partners">
        Become A Partner
      </a>,
    ],
  },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  args: { open: true },
};

export const AlignedToEnd: Story = {
  args: { open: true, align: 'end' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Menu {...args} />
    </div>
  ),
};

export const SmallScreen: Story = {
  args: { open: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
