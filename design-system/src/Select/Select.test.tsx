import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Select } from './Select.js';
import * as stories from './Select.stories.js';

const { Default, WithOptionObjects, WithError } = composeStories(stories);

describe('Select', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a native select named by its label, listing the 50 states after the placeholder', () => {
    render(<Default />);
    const select = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(51);
    expect(options[0]?.textContent).toBe('Select a state');
    expect(select.value).toBe('');
  });

  it('takes option objects with labels and disabled entries', () => {
    render(<WithOptionObjects />);
    const evening = screen.getByRole('option', {
      name: 'Evening (5pm – 8pm)',
    }) as HTMLOptionElement;
    expect(evening.value).toBe('evening');
    expect(evening.disabled).toBe(true);
  });

  it('marks itself invalid and is described by its error message', () => {
    render(<WithError />);
    const select = screen.getByRole('combobox', {
      name: 'State',
      description: 'State is required',
    });
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('hands its ref and change handler to the select, as react-hook-form register needs', () => {
    const ref = createRef<HTMLSelectElement>();
    const onChange = vi.fn();
    render(<Select label="State" options={['Alaska', 'Hawaii']} ref={ref} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(ref.current).toBe(select);
    fireEvent.change(select, { target: { value: 'Hawaii' } });
    expect(onChange).toHaveBeenCalledOnce();
    expect(ref.current?.value).toBe('Hawaii');
  });
});
