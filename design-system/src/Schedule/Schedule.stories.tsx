import type { Meta, StoryObj } from '@storybook/react-vite';
import { Schedule, type ScheduleEntry } from './Schedule.js';

const entries: ScheduleEntry[] = [
  {
    id: 'v1',
    kind: 'visit',
    start: '2026-12-01',
    title: 'RHA-1042 · Bethel',
    detail: 'Arriving 10:00 AM',
  },
  {
    id: 'h1',
    kind: 'hold',
    start: '2026-12-03',
    title: 'RHA-1043 · Kwethluk',
    detail: 'Weather: fog at the airstrip',
  },
  { id: 'u1', kind: 'unavailable', start: '2026-12-02', end: '2026-12-05', title: 'Fish camp' },
  { id: 'p1', kind: 'pending', start: '2026-12-04', title: 'RHA-1050 · Nome' },
];

const meta = {
  title: 'Components/Schedule',
  component: Schedule,
  args: { label: 'Upcoming visits', entries, today: '2026-12-01' },
} satisfies Meta<typeof Schedule>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {};

export const Agenda: Story = { args: { defaultView: 'agenda' } };

export const Empty: Story = { args: { entries: [], defaultView: 'agenda' } };
