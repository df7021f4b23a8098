import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkQuality } from './LinkQuality.js';

const meta = {
  title: 'Components/LinkQuality',
  component: LinkQuality,
  args: {
    directions: [
      { label: 'Sending', level: 'good', roundTripMs: 42, lossPercent: 0, bitrateKbps: 1250 },
      { label: 'Receiving', level: 'good', roundTripMs: 42, lossPercent: 0.2, bitrateKbps: 980 },
    ],
  },
} satisfies Meta<typeof LinkQuality>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Good: Story = {};

export const Satellite: Story = {
  args: {
    directions: [
      { label: 'Sending', level: 'thin', roundTripMs: 820, lossPercent: 3.4, bitrateKbps: 96 },
      { label: 'Receiving', level: 'poor', roundTripMs: 820, lossPercent: 1.1, bitrateKbps: 310 },
    ],
  },
};

export const Measuring: Story = {
  args: {
    directions: [
      { label: 'Sending', level: 'good', roundTripMs: null, lossPercent: null, bitrateKbps: null },
      {
        label: 'Receiving',
        level: 'good',
        roundTripMs: null,
        lossPercent: null,
        bitrateKbps: null,
      },
    ],
  },
};
