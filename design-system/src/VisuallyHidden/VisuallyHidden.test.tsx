import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { VisuallyHidden } from './VisuallyHidden.js';
import * as stories from './VisuallyHidden.stories.js';

describe('VisuallyHidden', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('keeps its text available to assistive technology', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
