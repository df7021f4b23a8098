import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './Dialog.stories.js';

const { Default, Open, Sent } = composeStories(stories);

const trigger = () => screen.getByRole('button', { name: 'Contact Us' });

describe('Dialog', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('opens from its trigger as a modal dialog named and described by its title and line', () => {
    render(<Default />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(trigger());
    const dialog = screen.getByRole('dialog', {
      name: 'Contact Us',
      description: "Fill out the form below and we'll get back to you as soon as possible.",
    });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('moves focus into the dialog when it opens', () => {
    render(<Default />);
    fireEvent.click(trigger());
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('closes with its × button and gives focus back to the trigger', async () => {
    render(<Default />);
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('closes on Escape and reports it', () => {
    const onOpenChange = vi.fn();
    render(<Open onOpenChange={onOpenChange} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes from a button wrapped in DialogClose', () => {
    render(<Sent />);
    const dialog = screen.getByRole('dialog', { name: 'Contact Us' });
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeButtons[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
