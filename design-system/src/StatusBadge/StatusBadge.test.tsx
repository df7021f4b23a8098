import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { StatusBadge, type StatusTone } from './StatusBadge.js';
import * as stories from './StatusBadge.stories.js';

describe('StatusBadge', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it.each<[StatusTone, string]>([
    ['action', 'alert'],
    ['progress', 'clock'],
    ['done', 'check'],
    ['problem', 'warning'],
  ])('shows the %s tone with its own icon beside the text', (tone, icon) => {
    const { container } = render(<StatusBadge tone={tone}>Work done</StatusBadge>);
    const badge = screen.getByText('Work done');
    expect(badge.getAttribute('data-tone')).toBe(tone);
    expect(container.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe(icon);
  });
});
