import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Spinner } from './Spinner.js';
import * as stories from './Spinner.stories.js';

describe('Spinner', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('announces itself as a status named Loading by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('announces the label it is given', () => {
    render(<Spinner label="Loading your dashboard" size="lg" />);
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeTruthy();
  });
});
