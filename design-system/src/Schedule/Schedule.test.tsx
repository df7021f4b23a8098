import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { addDays, localToday, weekDays, weekStart } from './days.js';
import { Schedule, type ScheduleEntry } from './Schedule.js';
import * as stories from './Schedule.stories.js';

const entries: ScheduleEntry[] = [
  {
    id: 'visit',
    kind: 'visit',
    start: '2026-12-01',
    title: 'RHA-1042',
    detail: 'Arriving 10:00 AM',
  },
  { id: 'hold', kind: 'hold', start: '2026-12-03', title: 'RHA-1043' },
  { id: 'away', kind: 'unavailable', start: '2026-11-28', end: '2026-12-02', title: 'Fish camp' },
  { id: 'later', kind: 'visit', start: '2026-12-09', title: 'RHA-1044' },
  { id: 'past', kind: 'visit', start: '2026-11-20', title: 'RHA-1001' },
];

function day(name: RegExp) {
  const heading = screen.getByRole('heading', { name });
  return heading.closest('li') as HTMLElement;
}

describe('Schedule', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('lays out the week of today, Sunday first, each entry on every day it covers', () => {
    render(<Schedule label="Upcoming visits" entries={entries} today="2026-12-01" />);
    expect(screen.getByRole('region', { name: 'Upcoming visits' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nov 29 – Dec 5, 2026' })).toBeTruthy();
    const tuesday = day(/^Tue, Dec 1/);
    expect(tuesday.getAttribute('aria-current')).toBe('date');
    expect(within(tuesday).getByText('RHA-1042')).toBeTruthy();
    expect(within(tuesday).getByText('Fish camp')).toBeTruthy();
    expect(within(day(/^Sun, Nov 29/)).getByText('Nov 28 – Dec 2')).toBeTruthy();
    expect(within(day(/^Thu, Dec 3/)).getByText('On hold')).toBeTruthy();
    expect(within(day(/^Thu, Dec 3/)).queryByText('Fish camp')).toBeNull();
    expect(screen.queryByText('RHA-1044')).toBeNull();
  });

  it('moves a week at a time and back to this week', () => {
    render(<Schedule label="Upcoming visits" entries={entries} today="2026-12-01" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('heading', { name: 'Dec 6 – Dec 12, 2026' })).toBeTruthy();
    expect(within(day(/^Wed, Dec 9/)).getByText('RHA-1044')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(screen.getByRole('heading', { name: 'Nov 29 – Dec 5, 2026' })).toBeTruthy();
  });

  it('lists the days ahead in the agenda, a period under way on today, nothing already past', () => {
    render(<Schedule label="Upcoming visits" entries={entries} today="2026-12-01" />);
    fireEvent.click(screen.getByRole('button', { name: 'Agenda' }));
    expect(screen.getByRole('button', { name: 'Agenda' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const headings = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Tuesday, December 1',
      'Thursday, December 3',
      'Wednesday, December 9',
    ]);
    expect(within(day(/^Tuesday, December 1/)).getByText('Fish camp')).toBeTruthy();
    expect(screen.queryByText('RHA-1001')).toBeNull();
  });

  it('says so when the agenda is empty', () => {
    render(
      <Schedule label="Upcoming visits" entries={[]} today="2026-12-01" defaultView="agenda" />,
    );
    expect(screen.getByText('Nothing scheduled in the next 60 days.')).toBeTruthy();
  });
});

describe('schedule days', () => {
  it('count whole days across a daylight-saving change and start weeks on Sunday', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(weekStart('2026-12-05')).toBe('2026-11-29');
    expect(weekDays('2026-11-29')).toHaveLength(7);
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
