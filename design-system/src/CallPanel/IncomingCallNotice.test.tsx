import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { IncomingCallNotice } from './IncomingCallNotice.js';
import * as stories from './IncomingCallNotice.stories.js';

describe('IncomingCallNotice', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('says who calls and joins or is put aside with one press', () => {
    const onJoin = vi.fn();
    const onDismiss = vi.fn();
    render(<IncomingCallNotice title="Ana is calling" onJoin={onJoin} onDismiss={onDismiss} />);
    expect(screen.getByRole('alert').textContent).toContain('Ana is calling');
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onJoin).toHaveBeenCalledOnce();
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
