import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './Section.stories.js';

const { Default, Inverse } = composeStories(stories);

describe('Section', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a region named by its title, with its content inside', () => {
    render(<Default />);
    const section = screen.getByRole('region', { name: 'How It Works' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks its tone for styling and can be a scroll target', () => {
    render(<Inverse id="how-it-works" />);
    const section = screen.getByRole('region', { name: 'Local Tech Support in Alaska' });
    expect(section.dataset.tone).toBe('inverse');
    expect(section.id).toBe('how-it-works');
  });
});
