import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { addCustomTags } from '@rha/contracts/reference';
import * as stories from './TagInput.stories.js';

const { Default, WithTags, Disabled } = composeStories(stories);

const input = () => screen.getByRole('textbox', { name: 'Other skills' }) as HTMLInputElement;
const tagNames = () =>
  screen.queryByRole('list', { name: 'Other skills' })
    ? within(screen.getByRole('list', { name: 'Other skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('×', ''))
    : [];

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter' });
}

describe('addCustomTags in TagInput', () => {
  it('splits at commas, trims, and skips blanks and tags already present', () => {
    expect(addCustomTags(['Python'], ' Rust , ,Python,  Go ,Rust')).toEqual([
      'Python',
      'Rust',
      'Go',
    ]);
  });
});

describe('TagInput', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('adds the comma-separated tags typed when Enter is pressed and clears the text', () => {
    const onChange = vi.fn();
    render(<Default onChange={onChange} />);
    type('Fiber splicing,  Solar panels ');
    expect(tagNames()).toEqual(['Fiber splicing', 'Solar panels']);
    expect(onChange).toHaveBeenLastCalledWith(['Fiber splicing', 'Solar panels']);
    expect(input().value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Added Fiber splicing, Solar panels.');
  });

  it('ignores duplicates and blanks', () => {
    const onChange = vi.fn();
    render(<WithTags onChange={onChange} />);
    type('Fiber splicing, ,  ,Starlink installs');
    expect(tagNames()).toEqual(['Fiber splicing', 'Starlink installs', 'Generator maintenance']);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Nothing new to add.');
    type('   ');
    expect(tagNames()).toHaveLength(3);
  });

  it('adds with the Add button too', () => {
    render(<Default />);
    fireEvent.change(input(), { target: { value: 'Welding' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(tagNames()).toEqual(['Welding']);
  });

  it('does not submit the surrounding form on Enter', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Default />
      </form>,
    );
    type('Welding');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('removes a tag with its badge button and returns focus to the input', () => {
    const onChange = vi.fn();
    render(<WithTags onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Starlink installs' }));
    expect(tagNames()).toEqual(['Fiber splicing', 'Generator maintenance']);
    expect(onChange).toHaveBeenLastCalledWith(['Fiber splicing', 'Generator maintenance']);
    expect(document.activeElement).toBe(input());
  });

  it('submits each tag under its name', () => {
    render(
      <form aria-label="Skills">
        <WithTags />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Skills' }) as HTMLFormElement;
    expect(new FormData(form).getAll('otherSkills')).toEqual([
      'Fiber splicing',
      'Starlink installs',
      'Generator maintenance',
    ]);
  });

  it('offers no way to change the tags when disabled', () => {
    render(<Disabled />);
    expect(input().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove Fiber splicing' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
