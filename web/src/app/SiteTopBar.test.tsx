import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderApp } from '../testing/renderApp';

afterEach(cleanup);

const bar = () => screen.getByRole('banner');
const signedIn = fakeAuth({ status: 'authenticated', roles: ['company'] });

describe('top bar', () => {
  it('links to the marketing pages and offers the Work With Us menu', () => {
    renderApp({ path: '/' });
    const nav = within(bar()).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'How It Works' }).getAttribute('href')).toBe(
      '/how-it-works',
    );
    expect(within(nav).getByRole('link', { name: 'Use Cases' }).getAttribute('href')).toBe(
      '/use-cases',
    );
    expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');

    fireEvent.click(within(nav).getByRole('button', { name: 'Work With Us' }));
    expect(within(nav).getByRole('link', { name: 'Hire Remote Hands' }).getAttribute('href')).toBe(
      '/services',
    );
    expect(
      within(nav).getByRole('link', { name: 'Become a Technician' }).getAttribute('href'),
    ).toBe('/technicians');
    expect(within(nav).getByRole('link', { name: 'Become A Partner' }).getAttribute('href')).toBe(
      '/partners',
    );
  });

  it('takes the visitor to the chosen page from the Work With Us menu', async () => {
    const { pathname } = renderApp({ path: '/' });
    fireEvent.click(within(bar()).getByRole('button', { name: 'Work With Us' }));
    fireEvent.click(within(bar()).getByRole('link', { name: 'Become a Technician' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Become a Technician' }),
    ).toBeTruthy();
    expect(pathname()).toBe('/technicians');
  });

  describe('signed out', () => {
    it('shows Sign In and no account links', () => {
      renderApp({ path: '/about' });
      expect(within(bar()).getByRole('button', { name: 'Sign In' })).toBeTruthy();
      expect(within(bar()).queryByRole('link', { name: 'Dashboard' })).toBeNull();
      expect(within(bar()).queryByRole('button', { name: 'Logout' })).toBeNull();
    });

    it('Sign In goes to /auth', async () => {
      const { pathname } = renderApp({ path: '/about' });
      fireEvent.click(within(bar()).getByRole('button', { name: 'Sign In' }));
      // The auth pages are a chunk of their own: the navigation completes once it has loaded.
      await waitFor(() => expect(pathname()).toBe('/auth'));
    });

    it('leaves signing in to the page on the auth pages', async () => {
      renderApp({ path: '/auth/company' });
      expect(await screen.findAllByRole('button', { name: 'Sign In' })).toHaveLength(1);
      expect(within(bar()).queryByRole('button', { name: 'Sign In' })).toBeNull();
    });
  });

  it('shows neither Sign In nor Logout while the session loads', () => {
    renderApp({ path: '/', auth: fakeAuth({ status: 'loading' }) });
    expect(within(bar()).queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(within(bar()).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  describe('signed in', () => {
    it('shows Dashboard, Logout and the avatar with initials and full name', async () => {
      renderApp({ path: '/', auth: signedIn });
      expect(within(bar()).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
        '/dashboard',
      );
      expect(within(bar()).getByRole('button', { name: 'Logout' })).toBeTruthy();
      expect(await within(bar()).findByText('Sam Kuskokwim')).toBeTruthy();
      expect(within(bar()).getByText('SK')).toBeTruthy();
      expect(within(bar()).queryByRole('button', { name: 'Sign In' })).toBeNull();
    });

    it('shows no Admin link to a non-admin', () => {
      renderApp({ path: '/', auth: signedIn });
      expect(within(bar()).queryByRole('link', { name: 'Admin' })).toBeNull();
    });

    it('shows the Admin link to an admin', () => {
      renderApp({ path: '/', auth: fakeAuth({ status: 'authenticated', roles: ['admin'] }) });
      expect(within(bar()).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe(
        '/admin',
      );
    });

    it('shows the Earnings link to a technician only', () => {
      renderApp({ path: '/', auth: fakeAuth({ status: 'authenticated', roles: ['technician'] }) });
      expect(within(bar()).getByRole('link', { name: 'Earnings' }).getAttribute('href')).toBe(
        '/earnings',
      );
      cleanup();
      renderApp({ path: '/', auth: signedIn });
      expect(within(bar()).queryByRole('link', { name: 'Earnings' })).toBeNull();
    });

    it('reads Logging out... and cannot be pressed again while logout is pending', () => {
      const logout = vi.fn(() => new Promise<void>(() => {}));
      renderApp({ path: '/', auth: fakeAuth({ status: 'authenticated', logout }) });
      fireEvent.click(within(bar()).getByRole('button', { name: 'Logout' }));
      const pending = within(bar()).getByRole('button', { name: 'Logging out...' });
      expect((pending as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(pending);
      expect(logout).toHaveBeenCalledOnce();
    });

    it('offers Logout again when logging out failed', async () => {
      const logout = vi.fn(async () => {
        throw new Error('network down');
      });
      renderApp({ path: '/', auth: fakeAuth({ status: 'authenticated', logout }) });
      fireEvent.click(within(bar()).getByRole('button', { name: 'Logout' }));
      expect(await within(bar()).findByRole('button', { name: 'Logout' })).toBeTruthy();
    });
  });
});
