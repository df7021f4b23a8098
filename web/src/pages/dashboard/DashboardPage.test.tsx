import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyRoutes } from '../../testing/companyFixtures';
import { companyUser, fakeAuth, renderApp } from '../../testing/renderApp';
import { renderWithBff } from '../../testing/renderWithBff';

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

describe('dashboard tabs', { timeout: 30_000 }, () => {
  const selected = () =>
    within(screen.getByRole('tablist', { name: 'Dashboard' })).getByRole('tab', { selected: true })
      .textContent;

  it('opens Company Profile by default and keeps the chosen tab in ?tab=, following back and forward', async () => {
    const { probe } = renderWithBff({
      path: '/dashboard',
      auth: signedIn,
      routes: companyRoutes(),
    });
    await screen.findByRole('tab', { name: 'Company Profile' }, { timeout: 10_000 });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Service Request',
      'Company Profile',
      'Contact Support',
    ]);
    expect(selected()).toBe('Company Profile');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Service Request' }));
    await waitFor(() => expect(probe.location?.search).toBe('?tab=service-request'));
    expect(selected()).toBe('Service Request');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Contact Support' }));
    await waitFor(() => expect(probe.location?.search).toBe('?tab=contact'));

    act(() => void probe.navigate?.(-1));
    await waitFor(() => expect(probe.location?.search).toBe('?tab=service-request'));
    await waitFor(() => expect(selected()).toBe('Service Request'));
    act(() => void probe.navigate?.(-1));
    await waitFor(() => expect(selected()).toBe('Company Profile'));
    act(() => void probe.navigate?.(1));
    await waitFor(() => expect(selected()).toBe('Service Request'));
  });

  it('gives technicians Profile (default), Jobs, Schedule, Profile Settings and Contact Support, opening the one ?tab= names', async () => {
    renderWithBff({
      path: '/dashboard?tab=settings',
      auth: fakeAuth({ status: 'authenticated', roles: ['technician'] }),
      routes: { 'GET /api/user': { body: { ...companyUser, userType: 'technician' } } },
    });
    await screen.findByRole('tab', { name: 'Profile Settings' }, { timeout: 10_000 });
    const dashboardTabs = screen.getByRole('tablist', { name: 'Dashboard' });
    expect(
      within(dashboardTabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Profile', 'Jobs', 'Schedule', 'Profile Settings', 'Contact Support']);
    expect(selected()).toBe('Profile Settings');
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile Settings' })).toBeTruthy();
  });

  it('shows the default tab for an unknown ?tab= value', async () => {
    renderWithBff({
      path: '/dashboard?tab=billing',
      auth: fakeAuth({ status: 'authenticated', roles: ['technician'] }),
      routes: { 'GET /api/user': { body: { ...companyUser, userType: 'technician' } } },
    });
    await screen.findByRole('tab', { name: 'Profile' }, { timeout: 10_000 });
    expect(selected()).toBe('Profile');
  });
});
