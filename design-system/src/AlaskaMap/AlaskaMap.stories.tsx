import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlaskaMap } from './AlaskaMap.js';

const meta = {
  title: 'Components/AlaskaMap',
  component: AlaskaMap,
  args: {
    title: 'Map of the job in Bethel',
    points: [
      { id: 'site', kind: 'site', label: 'Bethel', at: [-161.7558, 60.7922] },
      { id: 'check-in', kind: 'check-in', label: '120 m from the site', at: [-161.757, 60.7931] },
      { id: 'home', kind: 'home', label: 'Kwethluk', at: [-161.4436, 60.8122] },
      { id: 'reach-akiak', kind: 'reach', label: 'Akiak', at: [-161.2139, 60.9122] },
      { id: 'reach-akiachak', kind: 'reach', label: 'Akiachak', at: [-161.4314, 60.9094] },
    ],
  },
} satisfies Meta<typeof AlaskaMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WholeState: Story = {
  args: {
    title: 'Map of a job in Nome, technician from Anchorage',
    points: [
      { id: 'site', kind: 'site', label: 'Nome', at: [-165.4064, 64.5011] },
      { id: 'home', kind: 'home', label: 'Anchorage', at: [-149.9003, 61.2181] },
    ],
  },
};

export const NoPoints: Story = {
  args: { title: 'Map of Alaska', points: [] },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
