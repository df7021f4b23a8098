import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Money } from './Money.js';
import * as stories from './Money.stories.js';

describe('Money', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it.each([
    [198_125, '$1,981.25'],
    [5, '$0.05'],
    [-90_000, '-$900.00'],
  ])('shows %i cents as %s', (cents, text) => {
    render(<Money cents={cents} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('marks a credit as negative', () => {
    render(<Money cents={-100} />);
    expect(screen.getByText('-$1.00').getAttribute('data-negative')).toBe('true');
  });
});
