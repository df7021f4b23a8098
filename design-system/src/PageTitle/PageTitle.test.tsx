import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { PageTitle } from './PageTitle.js';
import * as stories from './PageTitle.stories.js';

describe('PageTitle', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is the level 1 heading of the page', () => {
    render(<PageTitle>How It Works</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'How It Works' })).toBeTruthy();
  });

  it('shows a lead line under the heading', () => {
    render(<PageTitle description="Three steps to on-site help.">How It Works</PageTitle>);
    expect(screen.getByText('Three steps to on-site help.')).toBeTruthy();
  });

  it('can head a panel as a level 2 heading', () => {
    render(<PageTitle level={2}>Company Profile</PageTitle>);
    expect(screen.getByRole('heading', { level: 2, name: 'Company Profile' })).toBeTruthy();
  });
});
