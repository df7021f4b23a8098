import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Stack } from './Stack.js';
import * as stories from './Stack.stories.js';

describe('Stack', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('renders a list when used as one, keeping its items', () => {
    render(
      <Stack as="ul" direction="row" gap={2}>
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list.dataset.direction).toBe('row');
    expect(list.dataset.gap).toBe('2');
  });

  it('stacks vertically with the 1rem gap by default', () => {
    render(<Stack data-testid="stack">Content</Stack>);
    const stack = screen.getByTestId('stack');
    expect(stack.dataset.direction).toBe('column');
    expect(stack.dataset.gap).toBe('4');
  });
});
