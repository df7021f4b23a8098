import type { Meta, StoryObj } from '@storybook/react-vite';
import { StillsPrompt } from './StillsPrompt.js';

const meta = {
  title: 'Components/StillsPrompt',
  component: StillsPrompt,
  args: { message: 'Video paused: the link is too thin for video. Send a still instead.' },
} satisfies Meta<typeof StillsPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { onSendStill: () => undefined } };

export const Dismissable: Story = {
  args: { onSendStill: () => undefined, onDismiss: () => undefined },
};

export const InformOnly: Story = {
  args: { message: 'Their video paused: the link is too thin. They can send stills.' },
};
