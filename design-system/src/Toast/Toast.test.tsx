import { composeStories } from '@storybook/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './Toast.js';
import * as stories from './Toast.stories.js';
import { createToaster, defaultToaster, toast } from './toaster.js';

const { Default } = composeStories(stories);

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const shownToasts = () => within(region()).queryAllByRole('listitem');

describe('Toast', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  describe('with fake timers', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    afterEach(() => {
      vi.useRealTimers();
    });

    it('shows one at a time, the newest replacing the current one', () => {
      render(<Default />);
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      fireEvent.click(screen.getByRole('button', { name: 'Fail to send' }));
      expect(shownToasts()).toHaveLength(1);
      expect(shownToasts()[0]?.textContent).toContain('Failed to send message.');
      expect(shownToasts()[0]?.dataset.variant).toBe('destructive');
    });

    it('closes after 5000 ms', () => {
      render(<Default />);
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
      expect(shownToasts()).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
      expect(shownToasts()).toHaveLength(0);
    });

    it('announces a confirmation politely and an error at once', () => {
      const toaster = createToaster();
      render(<ToastProvider toaster={toaster} />);
      act(() => toaster.show({ title: 'Message Sent' }));
      act(() => vi.advanceTimersByTime(100));
      const polite = screen.getByRole('status');
      expect(polite.getAttribute('aria-live')).toBe('polite');
      expect(polite.textContent).toBe('Notification Message Sent');

      act(() => toaster.show({ title: 'Logout Error', variant: 'destructive' }));
      act(() => vi.advanceTimersByTime(100));
      const urgent = screen.getByRole('status');
      expect(urgent.getAttribute('aria-live')).toBe('assertive');
      expect(urgent.textContent).toBe('Notification Logout Error');
    });

    it('stays for the duration a message asks for', () => {
      const toaster = createToaster();
      render(<ToastProvider toaster={toaster} />);
      act(() => toaster.show({ title: 'Saved', duration: 10_000 }));
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
      expect(shownToasts()).toHaveLength(1);
      act(() => vi.advanceTimersByTime(5_000));
      expect(shownToasts()).toHaveLength(0);
    });
  });

  it('can be dismissed by hand', () => {
    render(<Default />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    fireEvent.click(within(region()).getByRole('button', { name: 'Dismiss' }));
    expect(shownToasts()).toHaveLength(0);
  });

  it('is dismissed through useToast', () => {
    render(<Default />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide the toast' }));
    expect(shownToasts()).toHaveLength(0);
  });

  it('shows toasts raised with toast() outside React on a provider without a toaster', () => {
    render(<ToastProvider />);
    act(() => toast({ title: 'Success', description: 'Location saved.' }));
    expect(shownToasts()[0]?.textContent).toContain('Location saved.');
    act(() => defaultToaster.dismiss(defaultToaster.getSnapshot()!.id));
  });

  it('lets a toaster made elsewhere drive it, as the web app does', () => {
    const toaster = createToaster();
    render(<ToastProvider toaster={toaster} />);
    act(() => toaster.show({ title: 'Logout Error', variant: 'destructive' }));
    const [shown] = shownToasts();
    expect(shown?.textContent).toContain('Logout Error');
    act(() => toaster.dismiss(toaster.getSnapshot()!.id));
    expect(shownToasts()).toHaveLength(0);
  });

  it('needs a provider for useToast', () => {
    function Orphan() {
      useToast();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useToast needs a ToastProvider above it');
  });
});
