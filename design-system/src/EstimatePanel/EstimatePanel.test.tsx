import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { EstimatePanel } from './EstimatePanel.js';
import * as stories from './EstimatePanel.stories.js';

describe('EstimatePanel', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a region named by its title, with each line and the total', () => {
    render(
      <EstimatePanel
        lines={[
          { id: 'remote-eyes', label: 'Remote Eyes', detail: '2 × $300.00', amount: '$600.00' },
        ]}
        total="$600.00"
      />,
    );
    const panel = screen.getByRole('region', { name: 'Estimate' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Remote Eyes2 × $300.00$600.00',
      'Estimated total$600.00',
    ]);
  });

  it('shows only the quote message when the price is not from the table', () => {
    render(<EstimatePanel lines={[]} total="$0.00" quoteRequired="Quote required" />);
    expect(screen.getByText('Quote required')).toBeTruthy();
    expect(screen.queryByText('Estimated total')).toBeNull();
  });
});
