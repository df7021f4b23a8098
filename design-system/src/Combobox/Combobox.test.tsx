import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alaskaCommunities } from '../../test/fixtures/places.js';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Combobox } from './Combobox.js';
import * as stories from './Combobox.stories.js';
import { filterOptions } from './filterOptions.js';

const { Default, AlaskaCommunities, Chosen, Disabled, WithError } = composeStories(stories);

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('filterOptions', () => {
  it('puts options starting with the query before those containing it, ignoring case', () => {
    expect(filterOptions(['Anchorage', 'Nome', 'Kenai', 'Nondalton'], 'NO', 10)).toEqual({
      shown: ['Nome', 'Nondalton'],
      total: 2,
    });
    expect(filterOptions(['Nome', 'Unalakleet', 'Wales'], 'al', 10).shown).toEqual([
      'Unalakleet',
      'Wales',
    ]);
  });

  it('returns everything for a blank query, up to the limit', () => {
    expect(filterOptions(['A', 'B', 'C'], '  ', 2)).toEqual({ shown: ['A', 'B'], total: 3 });
  });
});

describe('Combobox', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a combobox named by its label that lists every state when opened', () => {
    render(<Default />);
    const input = screen.getByRole('combobox', { name: 'State' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Show options' }));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toHaveLength(50);
  });

  it('filters by typed text and selects with the keyboard', () => {
    const onChange = vi.fn();
    render(<AlaskaCommunities onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Home community' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'nom' } });
    const names = optionNames();
    expect(names[0]).toBe('Nome');
    expect(names.every((name) => name?.toLowerCase().includes('nom'))).toBe(true);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Nome' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(onChange).toHaveBeenCalledWith('Nome');
    expect(input.value).toBe('Nome');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders at most 50 of the 338 communities and says how many more match', () => {
    expect(alaskaCommunities).toHaveLength(338);
    render(<AlaskaCommunities />);
    fireEvent.click(screen.getByRole('button', { name: 'Show options' }));
    expect(optionNames()).toHaveLength(50);
    expect(screen.getByText('288 more options: keep typing to narrow the list.')).toBeTruthy();
  });

  it('says so when nothing matches', () => {
    render(<Default />);
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), {
      target: { value: 'Yukon' },
    });
    expect(optionNames()).toEqual([]);
    expect(screen.getByText('No matches')).toBeTruthy();
  });

  it('shows the chosen option and lists every option again when reopened', () => {
    render(<Chosen />);
    const input = screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement;
    expect(input.value).toBe('Alaska');
    fireEvent.click(screen.getByRole('button', { name: 'Show options' }));
    expect(optionNames()).toHaveLength(50);
  });

  it('clears the choice when the text is cleared', () => {
    const onChange = vi.fn();
    render(<Chosen onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('follows a controlled value', () => {
    const { rerender } = render(
      <Combobox label="State" options={['Alaska', 'Hawaii']} value={null} />,
    );
    const input = screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement;
    expect(input.value).toBe('');
    rerender(<Combobox label="State" options={['Alaska', 'Hawaii']} value="Hawaii" />);
    expect(input.value).toBe('Hawaii');
  });

  it('submits the chosen option under its name', () => {
    render(
      <form aria-label="Sign up">
        <Chosen />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Sign up' }) as HTMLFormElement;
    expect(new FormData(form).get('state')).toBe('Alaska');
  });

  it('cannot be opened when disabled', () => {
    render(<Disabled />);
    const input = screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Show options' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('marks itself invalid and is described by its error message', () => {
    render(<WithError />);
    const input = screen.getByRole('combobox', { name: 'State', description: 'State is required' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
