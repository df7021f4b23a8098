import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { TextArea } from './TextArea.js';
import * as stories from './TextArea.stories.js';

const { Default, WithError } = composeStories(stories);

describe('TextArea', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a multi-line textbox named by its label', () => {
    render(<Default />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('4');
  });

  it('marks itself invalid and is described by its error message', () => {
    render(<WithError />);
    const area = screen.getByRole('textbox', {
      name: 'Message',
      description: 'Message must be at least 10 characters',
    });
    expect(area.getAttribute('aria-invalid')).toBe('true');
  });

  it('hands its ref and handlers to the textarea, as react-hook-form register needs', () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onChange = vi.fn();
    render(<TextArea label="Message" name="message" ref={ref} onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(ref.current).toBe(area);
    fireEvent.change(area, { target: { value: 'The router keeps rebooting.' } });
    expect(onChange).toHaveBeenCalledOnce();
  });
});
