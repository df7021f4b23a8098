import type { Meta, StoryObj } from '@storybook/react-vite';
import { Calendar } from './Calendar.js';

function daysFromToday(days: number): Date {
  const date = new Date();
  date.setHours(0, 0, 0, 0);
  date.setDate(date.getDate() + days);
  return date;
}

const meta = {
  title: 'Components/Calendar',
  component: Calendar,
  args: { label: 'Preferred Service Date' },
  argTypes: {
    defaultView: { control: 'inline-radio', options: ['month', 'year', 'decade', 'century'] },
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = {
  args: { defaultValue: daysFromToday(7), hint: 'A technician usually confirms within hours.' },
};

export const YearView: Story = {
  args: { defaultView: 'year' },
};

export const CenturyView: Story = {
  args: { defaultView: 'century' },
};

export const WithError: Story = {
  name: 'Error',
  args: { error: 'Please choose a date' },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
