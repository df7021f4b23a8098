import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Checkbox } from './Checkbox.js';
import * as stories from './Checkbox.stories.js';

const { Default, Disabled, WithError } = composeStories(stories);

const label = 'I agree to receive text messages about my service requests.';

describe('Checkbox', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a checkbox named by its label that toggles when the label is clicked', () => {
    const onCheckedChange = vi.fn();
    render(<Default onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: label });
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByText(label));
    expect(checkbox.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    fireEvent.click(checkbox);
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('follows the checked value it is given', () => {
    const { rerender } = render(<Checkbox label="SMS" checked={false} />);
    expect(screen.getByRole('checkbox', { name: 'SMS' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    rerender(<Checkbox label="SMS" checked />);
    expect(screen.getByRole('checkbox', { name: 'SMS' }).getAttribute('aria-checked')).toBe('true');
  });

  it('cannot be changed when disabled', () => {
    render(<Disabled />);
    const checkbox = screen.getByRole('checkbox', { name: label });
    fireEvent.click(checkbox);
    expect(checkbox.getAttribute('aria-checked')).toBe('true');
  });

  it('marks itself invalid and is described by its error message', () => {
    render(<WithError />);
    const checkbox = screen.getByRole('checkbox', {
      name: 'I accept the Terms of Use',
      description: 'You must accept the Terms of Use',
    });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
  });

  it('submits its value with a form like a native checkbox', () => {
    render(
      <form aria-label="Sign up">
        <Checkbox label="SMS" name="smsConsent" defaultChecked />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Sign up' }) as HTMLFormElement;
    expect(new FormData(form).get('smsConsent')).toBe('on');
  });
});
