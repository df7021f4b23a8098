import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { createToastStore, TOAST_DURATION_MS } from './toastStore';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderToasts() {
  const store = createToastStore();
  render(
    <ToastProvider store={store}>
      <p>Page</p>
    </ToastProvider>,
  );
  return store;
}

/** The toasts on screen: list items of the Notifications landmark (F8 jumps to it). */
const shownToasts = () =>
  within(screen.getByRole('region', { name: 'Notifications (F8)' })).queryAllByRole('listitem');

describe('toasts', () => {
  it('show an error with its title and description, announced at once', () => {
    const store = renderToasts();
    act(() =>
      store.show({
        title: 'Logout Error',
        description: 'There was an error logging out. Please try again.',
        variant: 'destructive',
      }),
    );
    const [toast] = shownToasts();
    expect(toast?.textContent).toContain('Logout Error');
    expect(toast?.textContent).toContain('There was an error logging out. Please try again.');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('assertive');
  });

  it('dismiss themselves after five seconds', () => {
    const store = renderToasts();
    act(() => store.show({ title: 'Success' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shownToasts()[0]?.textContent).toContain('Success');
    act(() => vi.advanceTimersByTime(1));
    expect(shownToasts()).toHaveLength(0);
  });

  it('show one at a time, the newest replacing the current one', () => {
    const store = renderToasts();
    act(() => store.show({ title: 'First' }));
    act(() => store.show({ title: 'Second' }));
    expect(shownToasts()).toHaveLength(1);
    expect(shownToasts()[0]?.textContent).toContain('Second');
  });

  it('can be dismissed by hand', () => {
    const store = renderToasts();
    act(() => store.show({ title: 'Success' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shownToasts()).toHaveLength(0);
  });
});
