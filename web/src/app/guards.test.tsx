import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import { fakeAuth, renderApp } from '../testing/renderApp';

afterEach(cleanup);

const signedIn = (...roles: Role[]) => fakeAuth({ status: 'authenticated', roles });

describe('signed-in routes', () => {
  it.each(['/dashboard', '/onboarding', '/admin'])(
    'show a spinner on %s while the session loads',
    (path) => {
      const { pathname } = renderApp({ path, auth: fakeAuth({ status: 'loading' }) });
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
      expect(pathname()).toBe(path);
    },
  );

  it.each(['/dashboard', '/onboarding', '/admin'])(
    'send a signed-out visitor from %s to /auth',
    async (path) => {
      const { pathname } = renderApp({ path, auth: fakeAuth({ status: 'unauthenticated' }) });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome to Remote Hands Alaska' }),
      ).toBeTruthy();
      await waitFor(() => expect(pathname()).toBe('/auth'));
    },
  );

  it('send a visitor to /auth when the identity provider could not be reached', async () => {
    const { pathname } = renderApp({ path: '/dashboard', auth: fakeAuth({ status: 'error' }) });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    await waitFor(() => expect(pathname()).toBe('/auth'));
  });

  it('let a signed-in user onto the dashboard', async () => {
    renderApp({ path: '/dashboard', auth: signedIn('company') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Sam!' })).toBeTruthy();
  });
});

describe('/admin', () => {
  it('sends a signed-in non-admin to /dashboard', async () => {
    const { pathname } = renderApp({ path: '/admin', auth: signedIn('company', 'technician') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Sam!' })).toBeTruthy();
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
  });

  it('shows the Admin Dashboard to an admin', async () => {
    const { pathname } = renderApp({ path: '/admin', auth: signedIn('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(pathname()).toBe('/admin');
  });
});

describe('/onboarding', () => {
  it('sends a signed-in non-technician to /dashboard', async () => {
    const { pathname } = renderApp({ path: '/onboarding', auth: signedIn('company') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Sam!' })).toBeTruthy();
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
  });

  it('shows onboarding to a technician', async () => {
    const { pathname } = renderApp({ path: '/onboarding', auth: signedIn('technician') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Technician Onboarding' }),
    ).toBeTruthy();
    expect(pathname()).toBe('/onboarding');
  });
});
