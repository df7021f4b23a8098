import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { TextField } from './TextField.js';
import * as stories from './TextField.stories.js';

const { WithHint, WithError, DateAndTime, Required } = composeStories(stories);

describe('TextField', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a textbox named by its label', () => {
    render(<TextField label="Name" placeholder="Your name" />);
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('placeholder')).toBe(
      'Your name',
    );
  });

  it('marks a required field on its label and its input, keeping its name to the label', () => {
    render(<Required />);
    const input = screen.getByRole('textbox', { name: 'Reference 1 name' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('is described by its hint', () => {
    render(<WithHint />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('textbox', { description: 'At least 10 digits.' })).toBe(input);
  });

  it('marks itself invalid and is described by its error message', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: 'Invalid email address' })).toBe(input);
  });

  it('keeps a caller-given description ahead of its own', () => {
    render(
      <>
        <p id="privacy">We never share it.</p>
        <TextField label="Email" aria-describedby="privacy" error="Invalid email address" />
      </>,
    );
    expect(
      screen.getByRole('textbox', { description: 'We never share it. Invalid email address' }),
    ).toBeTruthy();
  });

  it('takes a day and a time of day in the inputs of those types, named by their labels', () => {
    render(<DateAndTime />);
    const date = screen.getByLabelText('Arrival date') as HTMLInputElement;
    const time = screen.getByLabelText('Arrival time') as HTMLInputElement;
    expect([date.type, time.type]).toEqual(['date', 'time']);
    fireEvent.change(date, { target: { value: '2026-03-12' } });
    fireEvent.change(time, { target: { value: '14:30' } });
    expect([date.value, time.value]).toEqual(['2026-03-12', '14:30']);
  });

  it('hands its ref and handlers to the input, as react-hook-form register needs', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<TextField label="Name" name="name" ref={ref} onChange={onChange} onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('name')).toBe('name');
    fireEvent.change(input, { target: { value: 'Sam' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledOnce();
    expect(onBlur).toHaveBeenCalledOnce();
  });
});
