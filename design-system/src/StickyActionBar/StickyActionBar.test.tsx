import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './StickyActionBar.stories.js';

const { Default } = composeStories(stories);

describe('StickyActionBar', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('groups the actions under its name', () => {
    render(<Default />);
    const group = screen.getByRole('group', { name: 'Job actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve the work', 'Send back']);
  });
});
