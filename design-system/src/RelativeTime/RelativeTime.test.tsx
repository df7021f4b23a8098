import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { relativeTime } from './relativeTime.js';
import * as stories from './RelativeTime.stories.js';

const { Default, LastWeek } = composeStories(stories);
const now = new Date('2026-03-13T00:30:00.000Z');

describe('relativeTime', () => {
  it.each([
    ['2026-03-13T00:29:40.000Z', 'just now'],
    ['2026-03-13T00:25:00.000Z', '5 minutes ago'],
    ['2026-03-12T21:30:00.000Z', '3 hours ago'],
    ['2026-03-13T03:30:00.000Z', 'in 3 hours'],
    ['2026-03-12T00:30:00.000Z', 'yesterday'],
    ['2026-03-10T00:30:00.000Z', '3 days ago'],
    ['2026-03-01T00:30:00.000Z', 'Mar 1, 2026'],
  ])('words %s as %s', (moment, words) => {
    expect(relativeTime(new Date(moment), now)).toBe(words);
  });
});

describe('RelativeTime', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('says how long ago, keeps the exact moment on hover, and shows it on a press', () => {
    render(<Default />);
    const button = screen.getByRole('button', { name: '3 hours ago' });
    expect(button.getAttribute('title')).toBe('Thu, Mar 12, 2026, 12:30 PM AKDT');
    expect(button.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-12T21:30:00.000Z');
    fireEvent.click(button);
    expect(button.textContent).toBe('Thu, Mar 12, 2026, 12:30 PM AKDT');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(button.textContent).toBe('3 hours ago');
  });

  it('gives the date once the moment is over a week away', () => {
    render(<LastWeek />);
    expect(screen.getByRole('button').textContent).toBe('Mar 12, 2026');
  });
});
