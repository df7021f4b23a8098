import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyUser, fakeAuth, fakeBffFetch } from '../../testing/renderApp';
import { renderRoutes } from '../../testing/renderRoutes';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const signedIn = () => fakeAuth({ status: 'authenticated', roles: ['company'] });

function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
  return onLine;
}

function comeBackOnline(onLine: ReturnType<typeof goOffline>) {
  onLine.mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
}

const offlineHeading = () => screen.queryByRole('heading', { level: 1, name: 'You are offline' });

describe('a signed-in page opened without a link', () => {
  it('shows the offline page with what still works on this device', async () => {
    goOffline();
    renderRoutes({ path: '/dashboard', auth: signedIn(), fetch: fakeBffFetch(companyUser).fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy();
    expect(screen.getByText('Drafts you type are kept on this device.')).toBeTruthy();
    expect(
      screen.getByText('Submissions and photos are queued and sent when you are back online.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'services' }).getAttribute('href')).toBe('/services');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows it for the other signed-in routes too, before the session check', () => {
    goOffline();
    renderRoutes({
      path: '/admin',
      auth: fakeAuth({ status: 'loading' }),
      fetch: fakeBffFetch(companyUser).fetch,
    });
    expect(offlineHeading()).toBeTruthy();
  });

  it('goes away by itself when the link returns, and the page loads', async () => {
    const onLine = goOffline();
    renderRoutes({ path: '/dashboard', auth: signedIn(), fetch: fakeBffFetch(companyUser).fetch });
    expect(offlineHeading()).toBeTruthy();
    comeBackOnline(onLine);
    expect(await screen.findByRole('heading', { name: 'Welcome Sam!' })).toBeTruthy();
    expect(offlineHeading()).toBeNull();
  });

  it('shows when the profile read fails for want of a network, and Try again reloads it', async () => {
    let linkUp = false;
    const answer = fakeBffFetch(companyUser).fetch;
    const fetch = vi.fn(async (request: Request) => {
      if (!linkUp) throw new TypeError('Failed to fetch');
      return answer(request);
    }) as unknown as typeof globalThis.fetch;
    renderRoutes({ path: '/dashboard', auth: signedIn(), fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy();
    linkUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(offlineHeading()).toBeNull());
  });
});

describe('a page opened offline whose profile read failed', () => {
  it('reads it again and goes away when the link returns', async () => {
    // Opened offline: the browser fires no offline event, it only reports navigator.onLine.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let linkUp = false;
    const answer = fakeBffFetch(companyUser).fetch;
    const fetch = vi.fn(async (request: Request) => {
      if (!linkUp) throw new TypeError('Failed to fetch');
      return answer(request);
    }) as unknown as typeof globalThis.fetch;
    renderRoutes({ path: '/dashboard', auth: signedIn(), fetch });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(offlineHeading()).toBeTruthy();
    linkUp = true;
    comeBackOnline(onLine);
    expect(await screen.findByRole('heading', { name: 'Welcome Sam!' })).toBeTruthy();
  });
});

describe('pages that need no link', () => {
  it('public pages still show offline', () => {
    goOffline();
    renderRoutes({ path: '/about', auth: signedIn(), fetch: fakeBffFetch(companyUser).fetch });
    expect(offlineHeading()).toBeNull();
  });

  it('a signed-in page already showing the profile stays when the link drops', async () => {
    renderRoutes({ path: '/dashboard', auth: signedIn(), fetch: fakeBffFetch(companyUser).fetch });
    expect(await screen.findByRole('heading', { name: 'Welcome Sam!' })).toBeTruthy();
    goOffline();
    expect(offlineHeading()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome Sam!' })).toBeTruthy();
  });
});
