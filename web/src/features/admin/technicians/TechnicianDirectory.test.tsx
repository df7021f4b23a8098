import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, type RecordedRequest } from '../../../testing/fakeBff';
import { renderWithBff } from '../../../testing/renderWithBff';
import { expectErrorToast } from '../../../testing/toasts';
import { adminAuth, adminRoutes, ada, ben, cora, technicianPage } from '../adminFixtures';
import { displayDay, displayMoment } from '../adminDates';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openDirectory(routes = adminRoutes()) {
  const view = renderWithBff({ path: '/admin', auth: adminAuth, routes });
  await screen.findByRole('region', { name: 'Technicians' }, { timeout: 10_000 });
  return view;
}

/** 51 matches: Ada and Ben on the first page, Cora on the second. */
const twoPages = () =>
  adminRoutes({
    'GET /api/admin/technicians': (request: RecordedRequest) =>
      request.query.get('page') === '2'
        ? { body: technicianPage([cora], { page: 2, total: 51 }) }
        : { body: technicianPage([ada, ben], { total: 51 }) },
  });

const list = () => screen.getByRole('list', { name: 'Technicians' });
const entryOf = (name: string) => screen.getByRole('button', { name }).closest('li') as HTMLElement;

describe('technician directory', { timeout: 30_000 }, () => {
  it('lists each technician with links, place, dates and vetting status', async () => {
    const { bff } = await openDirectory();
    await screen.findByRole('list', { name: 'Technicians' });

    expect(bff.callsTo('GET', '/api/admin/technicians')[0]?.query.toString()).toBe('page=1');
    expect(
      within(list())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ada Kotzebue', 'Ben Bethel', 'Cora Nome']);
    const adaEntry = within(entryOf('Ada Kotzebue'));
    expect(adaEntry.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    );
    const phone = adaEntry.getByRole('link', { name: '(907) 555-0142' });
    expect(phone.getAttribute('href')).toBe('tel:+19075550142');
    expect(adaEntry.getByText('Kotzebue, Alaska 99752')).toBeTruthy();
    expect(
      adaEntry.getByText(
        `Signed up ${displayDay(ada.userCreation)} · Last login ${displayMoment(ada.lastLogin ?? '')}`,
      ),
    ).toBeTruthy();
    expect(adaEntry.getByText('Applied')).toBeTruthy();

    const benEntry = within(entryOf('Ben Bethel'));
    expect(benEntry.getByRole('link', { name: '(907) 555-0123' })).toBeTruthy();
    expect(benEntry.getByText(/Last login never/)).toBeTruthy();
    expect(benEntry.getByText('Interview')).toBeTruthy();

    const coraEntry = within(entryOf('Cora Nome'));
    expect(coraEntry.getByRole('link', { name: '+44 20 7946 0958' })).toBeTruthy();
    expect(coraEntry.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 technicians')).toBeTruthy();
  });

  it('searches on the server with the term once typing pauses', async () => {
    const { bff } = await openDirectory(
      adminRoutes({
        'GET /api/admin/technicians': (request: RecordedRequest) => ({
          body: technicianPage(request.query.get('search') === 'kotz' ? [ada] : [ada, ben, cora]),
        }),
      }),
    );
    await screen.findByRole('button', { name: 'Cora Nome' });

    const search = screen.getByRole('searchbox', { name: 'Search technicians by name' });
    fireEvent.change(search, { target: { value: 'k' } });
    fireEvent.change(search, { target: { value: 'kotz ' } });

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cora Nome' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Ada Kotzebue' })).toBeTruthy();
    const searches = bff
      .callsTo('GET', '/api/admin/technicians')
      .map((request) => request.query.get('search'));
    expect(searches).toEqual([null, 'kotz']);
  });

  it("says 'No technicians found' when the search matches nobody", async () => {
    await openDirectory(
      adminRoutes({
        'GET /api/admin/technicians': (request: RecordedRequest) => ({
          body: technicianPage(request.query.get('search') ? [] : [ada]),
        }),
      }),
    );
    await screen.findByRole('button', { name: 'Ada Kotzebue' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search technicians by name' }), {
      target: { value: 'nobody' },
    });

    expect(await screen.findByText('No technicians found')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Technicians' })).toBeNull();
  });

  it('shows a spinner while the list loads', async () => {
    await openDirectory(adminRoutes({ 'GET /api/admin/technicians': () => new Promise(() => {}) }));
    expect(screen.getByRole('status', { name: 'Loading technicians' })).toBeTruthy();
  });

  it('says the list failed to load and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { lastToast } = await openDirectory(
      adminRoutes({
        'GET /api/admin/technicians': () =>
          fail ? problem(502, 'Bad Gateway') : { body: technicianPage([ada]) },
      }),
    );

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load technicians. Please try again.',
    );
    await expectErrorToast(lastToast, 'Failed to load technicians. Please try again.');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Ada Kotzebue' })).toBeTruthy();
  });

  it("loads the next page with 'Load more' until every match is shown", async () => {
    const { bff } = await openDirectory(twoPages());
    await screen.findByText('Showing 2 of 51 technicians');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('button', { name: 'Cora Nome' })).toBeTruthy();
    expect(bff.callsTo('GET', '/api/admin/technicians').map((r) => r.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads the next page by itself when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; node?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; node?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(node: Element) {
          this.entry.node = node;
        }
        disconnect() {
          observers.splice(observers.indexOf(this.entry), 1);
        }
      },
    );
    await openDirectory(twoPages());
    await screen.findByText('Showing 2 of 51 technicians');
    await waitFor(() => expect(observers).toHaveLength(1));

    act(() =>
      observers[0]?.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );

    expect(await screen.findByRole('button', { name: 'Cora Nome' })).toBeTruthy();
    expect(screen.getByText('Showing 3 of 51 technicians')).toBeTruthy();
    await waitFor(() => expect(observers).toHaveLength(0));
  });

  it('selects a technician with its button, marks the entry as current and moves focus to the details', async () => {
    const { bff } = await openDirectory();
    const button = await screen.findByRole('button', { name: 'Ben Bethel' });

    fireEvent.click(button);

    await waitFor(() =>
      expect(bff.callsTo('POST', '/api/admin/technicianMetadata/')[0]?.body).toEqual({
        id: ben.id,
      }),
    );
    expect(button.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Technician Details' }));
  });
});
