import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './Switch.stories.js';

const { Default, Disabled, WithError } = composeStories(stories);

const name = 'Email me when a technician accepts a request';

describe('Switch', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a switch named by its label that turns on and off', () => {
    const onCheckedChange = vi.fn();
    render(<Default onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name });
    expect(control.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('cannot be turned on when disabled', () => {
    render(<Disabled />);
    const control = screen.getByRole('switch', { name });
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('false');
  });

  it('is described by its error message', () => {
    render(<WithError />);
    expect(
      screen.getByRole('switch', {
        name,
        description: 'Add an email address to your profile first',
      }),
    ).toBeTruthy();
  });
});
