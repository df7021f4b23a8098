import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Badge } from './Badge.js';
import * as stories from './Badge.stories.js';

const { Default } = composeStories(stories);

describe('Badge', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('shows its text without a remove button by default', () => {
    render(<Default />);
    expect(screen.getByText('Network troubleshooting')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a remove button named after its text', () => {
    const onRemove = vi.fn();
    render(<Badge onRemove={onRemove}>Python</Badge>);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Python' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('takes a custom name for the remove button', () => {
    render(
      <Badge onRemove={() => {}} removeLabel="Remove the skill Python">
        Python
      </Badge>,
    );
    expect(screen.getByRole('button', { name: 'Remove the skill Python' })).toBeTruthy();
  });
});
