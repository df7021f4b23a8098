import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './AttentionStrip.stories.js';

const { Default, Many, Empty, NextVisit } = composeStories(stories);

describe('AttentionStrip', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a region named by its title listing each item with its kind, link and detail', () => {
    render(<Default />);
    const strip = screen.getByRole('region', { name: 'What needs you now' });
    const items = within(within(strip).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Work done');
    expect(within(items[0]!).getByRole('link', { name: 'Ticket 20300620-1042' })).toBeTruthy();
    expect(items[0]?.textContent).toContain('Approves itself');
  });

  it('shows three items and the rest behind Show all', () => {
    render(<Many />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const toggle = screen.getByRole('button', { name: 'Show all 5' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);

    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('says so in one line when nothing waits, with no list and no toggle', () => {
    render(<Empty />);
    expect(screen.getByText('Nothing needs you right now.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('carries an item’s actions beside it', () => {
    render(<NextVisit />);
    expect(screen.getByRole('link', { name: 'Call 907-555-0199' }).getAttribute('href')).toBe(
      'tel:9075550199',
    );
    expect(screen.getByRole('link', { name: /Directions/ })).toBeTruthy();
  });
});
