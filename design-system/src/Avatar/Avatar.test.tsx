import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Avatar, initialsOf } from './Avatar.js';
import * as stories from './Avatar.stories.js';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Sam Kuskokwim')).toBe('SK');
  });

  it('skips middle names', () => {
    expect(initialsOf('Tanya Marie Nome')).toBe('TN');
  });

  it('uses one letter for a single name', () => {
    expect(initialsOf('Alex')).toBe('A');
  });

  it('ignores surrounding and repeated spaces and upper-cases', () => {
    expect(initialsOf('  alex   bering ')).toBe('AB');
  });

  it('keeps letters outside the basic alphabet whole', () => {
    expect(initialsOf('Łukasz Ñandú')).toBe('ŁÑ');
  });

  it('is empty for an empty name', () => {
    expect(initialsOf('')).toBe('');
  });
});

describe('Avatar', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('shows the initials and is an image named by the full name', () => {
    render(<Avatar name="Alex Bering" />);
    const avatar = screen.getByRole('img', { name: 'Alex Bering' });
    expect(avatar.textContent).toBe('AB');
  });

  it('is a hidden placeholder when there is no name to show', () => {
    const { container } = render(<Avatar name="  " />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Avatar name="Alex Bering" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('AB').getAttribute('aria-hidden')).toBe('true');
  });
});
