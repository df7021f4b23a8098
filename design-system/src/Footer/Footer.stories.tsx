import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer.js';

const legal = (
  <>
    <a href="#privacy-policy">Privacy Policy</a>
    <a href="#terms-of-use">Terms of Use</a>
  </>
);

const meta = {
  title: 'Components/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    navigation: legal,
    children: '© 2025 Remote Hands Alaska. All rights reserved.',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithSections: Story = {
  args: {
    sections: [
      {
        title: 'Services',
        links: (
          <>
            <a href="#services">Remote Hands Baseline</a>
            <a href="#services">Remote Eyes Assessment</a>
            <a href="#services">Local Guide Service</a>
          </>
        ),
      },
      {
        title: 'Company',
        links: (
          <>
            <a href="#about">About</a>
            <a href="#how-it-works">How It Works</a>
            <a href="#technicians">Become a Technician</a>
          </>
        ),
      },
      {
        title: 'Follow Us',
        links: (
          <>
            <a href="https://www.facebook.com" rel="noopener noreferrer">
              Facebook
            </a>
            <a href="https://www.linkedin.com" rel="noopener noreferrer">
              LinkedIn
            </a>
          </>
        ),
      },
    ],
  },
};

export const FinePrintOnly: Story = {
  name: 'Empty (fine print only)',
  args: { navigation: undefined },
};

export const SmallScreen: Story = {
  args: WithSections.args!,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
