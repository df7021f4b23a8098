import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageTitle } from './PageTitle.js';

const meta = {
  title: 'Components/PageTitle',
  component: PageTitle,
  args: {
    children: 'How It Works',
    description:
      'Submit a request, a local technician accepts it, and the problem is solved with live guided support.',
  },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TitleOnly: Story = {
  args: { children: '404 Page Not Found', description: undefined },
};

export const PanelHeading: Story = {
  args: { level: 2, children: 'Company Profile', description: undefined },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
