import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.js';
import { StickyActionBar } from './StickyActionBar.js';

const meta = {
  title: 'Components/StickyActionBar',
  component: StickyActionBar,
  args: {
    'aria-label': 'Job actions',
    children: (
      <>
        <Button>Approve the work</Button>
        <Button variant="secondary">Send back</Button>
      </>
    ),
  },
} satisfies Meta<typeof StickyActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
