import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyUser, fakeAuth, renderApp } from '../../testing/renderApp';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const signedIn = fakeAuth({ status: 'authenticated', roles: ['company'] });

describe('dashboard', () => {
  it('greets the user by the first word of their full name', async () => {
    renderApp({
      path: '/dashboard',
      auth: signedIn,
      user: { ...companyUser, fullName: 'Tanya Nome' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Tanya!' })).toBeTruthy();
  });

  it('shows a spinner until the user is loaded', async () => {
    renderApp({ path: '/dashboard', auth: signedIn, user: 'pending' });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('says so, and logs why, when the profile cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({
      path: '/dashboard',
      auth: signedIn,
      user: { status: 502, body: { title: 'Bad Gateway', detail: 'identity is unavailable' } },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load your profile.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(log).toHaveBeenCalledWith('/api/user: 502: identity is unavailable');
  });
});
