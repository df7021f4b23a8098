import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAuth, adminRoutes } from '../../features/admin/adminFixtures';
import { renderWithBff } from '../../testing/renderWithBff';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const tabs = () => screen.getByRole('tablist', { name: 'Admin Dashboard' });
const selected = () => within(tabs()).getByRole('tab', { selected: true }).textContent;

async function openAdmin(path = '/admin') {
  const view = renderWithBff({ path, auth: adminAuth, routes: adminRoutes() });
  await screen.findByRole('tab', { name: 'Technicians' }, { timeout: 10_000 });
  return view;
}

describe('Admin Dashboard tabs', { timeout: 30_000 }, () => {
  it('opens Technicians by default under the Admin Dashboard title', async () => {
    await openAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(
      within(tabs())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Technicians', 'Dispatch', 'Schedule', 'Companies', 'Finance', 'Settings']);
    expect(selected()).toBe('Technicians');
    expect(await screen.findByRole('region', { name: 'Technicians' })).toBeTruthy();
  });

  it('keeps the chosen tab in ?tab=, following back and forward', async () => {
    const { probe } = await openAdmin();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Companies' }));
    await waitFor(() => expect(probe.location?.search).toBe('?tab=companies'));
    expect(await screen.findByRole('region', { name: 'Companies' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Settings' }));
    await waitFor(() => expect(probe.location?.search).toBe('?tab=settings'));
    expect(screen.getByText('Admin settings coming soon...')).toBeTruthy();

    act(() => void probe.navigate?.(-1));
    await waitFor(() => expect(selected()).toBe('Companies'));
    act(() => void probe.navigate?.(-1));
    await waitFor(() => expect(selected()).toBe('Technicians'));
    expect(probe.location?.search).toBe('');
    act(() => void probe.navigate?.(1));
    await waitFor(() => expect(selected()).toBe('Companies'));
  });

  it("drops the open list's search, filters and page when another tab is chosen", async () => {
    const { probe } = await openAdmin('/admin?tab=technicians&q=ada&status=approved&cursor=c2');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Companies' }));

    await waitFor(() => expect(probe.location?.search).toBe('?tab=companies'));
    act(() => void probe.navigate?.(-1));
    await waitFor(() => expect(selected()).toBe('Technicians'));
    expect(probe.location?.search).toBe('?tab=technicians&q=ada&status=approved&cursor=c2');
  });

  it('opens the tab ?tab= names, and Technicians for an unknown one', async () => {
    await openAdmin('/admin?tab=settings');
    expect(selected()).toBe('Settings');
    cleanup();

    await openAdmin('/admin?tab=billing');
    expect(selected()).toBe('Technicians');
  });

  it('moves between tabs with the arrow keys', async () => {
    const { probe } = await openAdmin();
    const technicians = screen.getByRole('tab', { name: 'Technicians' });
    act(() => technicians.focus());

    fireEvent.keyDown(technicians, { key: 'ArrowRight' });

    await waitFor(() => expect(selected()).toBe('Dispatch'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dispatch' }));
    expect(probe.location?.search).toBe('?tab=dispatch');
    expect(await screen.findByRole('region', { name: 'Dispatch queue' })).toBeTruthy();
  });
});
