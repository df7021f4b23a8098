import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './LineItems.stories.js';

const { Default, Empty } = composeStories(stories);

describe('LineItems', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a table named by its caption, each line with its amount, then the total', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: 'Pay for ticket 20261201-1042' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemAmount',
      'Time on site, per started quarter hour9 × $25.00$225.00',
      'Weather standby days1 × $200.00$200.00',
      'Special vehicle$120.00',
      'Modem fuse$42.50',
      'Total$587.50',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
  });

  it('says so when there are no lines', () => {
    render(<Empty />);
    expect(screen.getByText('No time on site was recorded.')).toBeTruthy();
  });
});
