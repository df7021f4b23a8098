import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './Grid.stories.js';

const { Default, FourColumns } = composeStories(stories);

describe('Grid', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('lays out a list of cards in three columns by default', () => {
    render(<Default />);
    const list = screen.getByRole('list');
    expect(list.dataset.columns).toBe('3');
    expect(list.dataset.gap).toBe('6');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('marks the columns and gap it is given for styling', () => {
    render(<FourColumns />);
    const list = screen.getByRole('list');
    expect(list.dataset.columns).toBe('4');
    expect(list.dataset.gap).toBe('4');
  });
});
