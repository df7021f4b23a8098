import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Figures } from './Figures.js';
import * as stories from './Figures.stories.js';

describe('Figures', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('pairs each label with its value and marks the figure to act on', () => {
    render(
      <Figures
        aria-label="Totals"
        figures={[
          { label: 'Open', value: '$10.00' },
          { label: 'Overdue', value: '$5.00', tone: 'problem' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Open', 'Overdue']);
    const overdue = terms[1]?.parentElement as HTMLElement;
    expect(within(overdue).getByRole('definition').textContent).toBe('$5.00');
    expect(overdue.getAttribute('data-tone')).toBe('problem');
  });
});
