import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './Figures.stories.js';

const { Default } = composeStories(stories);

describe('Figures', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('pairs each figure with its label, its note after it', () => {
    render(<Default />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Due', 'Paid']);
    const due = screen.getByText('Due').parentElement as HTMLElement;
    expect(
      within(due)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['$587.50', 'From 2 approved jobs']);
    expect(due.getAttribute('data-emphasis')).toBe('true');
  });
});
