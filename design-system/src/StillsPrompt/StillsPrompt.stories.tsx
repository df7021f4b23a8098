import type { Meta, StoryObj } from '@storybook/react-vite';
import { StillsPrompt } from './StillsPrompt.js';

const meta = {
  title: 'Components/StillsPrompt',
  component: StillsPrompt,
  args: { message: 'Video paused: the link is too thin for video. Send a still instead.' },
} satisfies Meta<typeof StillsPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dismissable: Story = { args: { onDismiss: () => undefined } };
