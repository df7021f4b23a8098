import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkQuality } from '../LinkQuality/LinkQuality.js';
import { StillsPrompt } from '../StillsPrompt/StillsPrompt.js';
import { CallPanel } from './CallPanel.js';

const noop = () => undefined;

const meta = {
  title: 'Components/CallPanel',
  component: CallPanel,
  args: {
    state: 'idle',
    statusText: 'No call on this job.',
    onStart: noop,
    onJoin: noop,
    onHangUp: noop,
    onToggleMute: noop,
    onToggleCamera: noop,
  },
} satisfies Meta<typeof CallPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  args: {
    history: (
      <ul aria-label="Earlier calls">
        <li>Call with Ana Nanuk · Jun 21, 10:04 AM · 12 min · Hung up</li>
      </ul>
    ),
  },
};

export const Calling: Story = { args: { state: 'calling', statusText: 'Calling Ana Nanuk…' } };

export const Incoming: Story = { args: { state: 'incoming', statusText: 'Ana Nanuk is calling' } };

export const InCall: Story = {
  args: {
    state: 'active',
    statusText: 'In call with Ana Nanuk',
    quality: (
      <LinkQuality
        directions={[
          { label: 'Sending', level: 'good', roundTripMs: 64, lossPercent: 0, bitrateKbps: 820 },
          {
            label: 'Receiving',
            level: 'good',
            roundTripMs: 64,
            lossPercent: 0.1,
            bitrateKbps: 760,
          },
        ]}
      />
    ),
  },
};

export const ThinLink: Story = {
  args: {
    state: 'active',
    statusText: 'In call with Ana Nanuk',
    muted: true,
    cameraOn: false,
    remoteVideoPaused: true,
    quality: (
      <LinkQuality
        directions={[
          { label: 'Sending', level: 'thin', roundTripMs: 1620, lossPercent: 4, bitrateKbps: 64 },
          { label: 'Receiving', level: 'thin', roundTripMs: 1620, lossPercent: 2, bitrateKbps: 90 },
        ]}
      />
    ),
    prompt: (
      <StillsPrompt
        message="Video paused: the link is too thin. Send a still instead."
        onSendStill={noop}
      />
    ),
  },
};

export const Full: Story = {
  args: { state: 'idle', statusText: 'A call is running.', message: 'This call is full.' },
};
