import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { StillsPrompt } from './StillsPrompt.js';
import * as stories from './StillsPrompt.stories.js';

describe('StillsPrompt', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('announces why video stopped and sends a still on one press', () => {
    const onSendStill = vi.fn();
    render(<StillsPrompt message="Video paused" onSendStill={onSendStill} />);
    expect(screen.getByRole('status').textContent).toContain('Video paused');
    expect(screen.queryByRole('button', { name: 'Not now' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send a still' }));
    expect(onSendStill).toHaveBeenCalledOnce();
  });

  it('only informs without a way to send a still', () => {
    render(<StillsPrompt message="Their video paused" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('can be put aside when it offers to', () => {
    const onDismiss = vi.fn();
    render(<StillsPrompt message="Video paused" onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
