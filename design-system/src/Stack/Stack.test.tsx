import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Stack } from './Stack.js';

afterEach(cleanup);

describe('Stack', () => {
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
