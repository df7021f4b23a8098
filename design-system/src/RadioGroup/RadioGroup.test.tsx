import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './RadioGroup.stories.js';

const { Default, Answered, Disabled, WithError } = composeStories(stories);

const question = 'Is access to the site restricted?';

describe('RadioGroup', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a radio group named by its question with Yes and No answers', () => {
    render(<Default />);
    const group = screen.getByRole('radiogroup', { name: question });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).getByRole('radio', { name: 'Yes' }).getAttribute('value')).toBe('yes');
    expect(within(group).getByRole('radio', { name: 'No' }).getAttribute('value')).toBe('no');
  });

  it('reports the answer chosen by clicking its label', () => {
    const onValueChange = vi.fn();
    render(<Default onValueChange={onValueChange} />);
    fireEvent.click(screen.getByText('No'));
    expect(onValueChange).toHaveBeenCalledWith('no');
    expect(screen.getByRole('radio', { name: 'No' }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows the answer it starts with', () => {
    render(<Answered />);
    expect(screen.getByRole('radio', { name: 'Yes' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'No' }).getAttribute('aria-checked')).toBe('false');
  });

  it('disables every answer when disabled', () => {
    render(<Disabled />);
    for (const radio of screen.getAllByRole('radio')) {
      expect((radio as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('marks the group invalid and describes it with its hint and error', () => {
    render(<WithError />);
    const group = screen.getByRole('radiogroup', {
      name: question,
      description: 'Gated sites need a contact person. Please answer this question',
    });
    expect(group.getAttribute('aria-invalid')).toBe('true');
  });
});
