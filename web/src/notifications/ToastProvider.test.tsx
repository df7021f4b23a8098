import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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

describe('toasts', () => {
  it('show an error as an alert with its title and description', () => {
    const store = renderToasts();
    act(() =>
      store.show({
        title: 'Logout Error',
        description: 'There was an error logging out. Please try again.',
        variant: 'destructive',
      }),
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Logout Error');
    expect(alert.textContent).toContain('There was an error logging out. Please try again.');
  });

  it('dismiss themselves after five seconds', () => {
    const store = renderToasts();
    act(() => store.show({ title: 'Success' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status').textContent).toContain('Success');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('show one at a time, the newest replacing the current one', () => {
    const store = renderToasts();
    act(() => store.show({ title: 'First' }));
    act(() => store.show({ title: 'Second' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Second');
  });

  it('can be dismissed by hand', () => {
    const store = renderToasts();
    act(() => store.show({ title: 'Success' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
