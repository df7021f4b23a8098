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

async function openDirectory(routes = adminRoutes(), path = '/admin') {
  const view = renderWithBff({ path, auth: adminAuth, routes });
  await screen.findByRole('region', { name: 'Technicians' }, { timeout: 10_000 });
  return view;
}

/** Ada and Ben on the first page, Cora on the page the cursor 'c2' names. */
const twoPages = () =>
  adminRoutes({
    'GET /api/admin/technicians': (request: RecordedRequest) =>
      request.query.get('cursor') === 'c2'
        ? { body: technicianPage([cora]) }
        : { body: technicianPage([ada, ben], 'c2') },
  });

const table = () => screen.getByRole('table', { name: 'Technicians' });
const rowOf = (name: string) => screen.getByRole('button', { name }).closest('tr') as HTMLElement;
const queries = (bff: { callsTo(method: string, path: string): RecordedRequest[] }) =>
  bff.callsTo('GET', '/api/admin/technicians').map((request) => request.query.toString());

describe('technician directory', { timeout: 30_000 }, () => {
  it('lists each technician with links, place, dates and vetting status', async () => {
    const { bff } = await openDirectory();
    await screen.findByRole('table', { name: 'Technicians' });

    expect(queries(bff)).toEqual(['sort=name']);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Contact', 'Location', 'Status', 'Signed up', 'Last login', 'Rating']);
    expect(
      within(table())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ada Kotzebue', 'Ben Bethel', 'Cora Nome']);
    const adaEntry = within(rowOf('Ada Kotzebue'));
    expect(adaEntry.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    );
    const phone = adaEntry.getByRole('link', { name: '(907) 555-0142' });
    expect(phone.getAttribute('href')).toBe('tel:+19075550142');
    expect(adaEntry.getByText('Kotzebue, Alaska 99752')).toBeTruthy();
    expect(adaEntry.getByText(displayDay(ada.userCreation))).toBeTruthy();
    expect(adaEntry.getByText(displayMoment(ada.lastLogin ?? ''))).toBeTruthy();
    expect(adaEntry.getByText('Applied')).toBeTruthy();

    const benEntry = within(rowOf('Ben Bethel'));
    expect(benEntry.getByRole('link', { name: '(907) 555-0123' })).toBeTruthy();
    expect(benEntry.getByText('never')).toBeTruthy();
    expect(benEntry.getByText('Interview')).toBeTruthy();

    const coraEntry = within(rowOf('Cora Nome'));
    expect(coraEntry.getByRole('link', { name: '+44 20 7946 0958' })).toBeTruthy();
    expect(coraEntry.getByText('Approved')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Technicians pages' })).toBeNull();
  });

  it('searches on the server with the term once typing pauses', async () => {
    const { bff } = await openDirectory(
      adminRoutes({
        'GET /api/admin/technicians': (request: RecordedRequest) => ({
          body: technicianPage(request.query.get('q') === 'kotz' ? [ada] : [ada, ben, cora]),
        }),
      }),
    );
    await screen.findByRole('button', { name: 'Cora Nome' });

    const search = screen.getByRole('searchbox', { name: 'Search technicians by name' });
    fireEvent.change(search, { target: { value: 'k' } });
    fireEvent.change(search, { target: { value: 'kotz ' } });

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cora Nome' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Ada Kotzebue' })).toBeTruthy();
    expect(queries(bff)).toEqual(['sort=name', 'sort=name&q=kotz']);
  });

  it("says 'No technicians found' when the search matches nobody", async () => {
    await openDirectory(
      adminRoutes({
        'GET /api/admin/technicians': (request: RecordedRequest) => ({
          body: technicianPage(request.query.get('q') ? [] : [ada]),
        }),
      }),
    );
    await screen.findByRole('button', { name: 'Ada Kotzebue' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search technicians by name' }), {
      target: { value: 'nobody' },
    });

    expect(await screen.findByText('No technicians found')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Technicians' })).toBeNull();
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

  it('goes to the next page by its cursor, back with the browser, and to the first page', async () => {
    const { bff, probe } = await openDirectory(twoPages());
    await screen.findByRole('button', { name: 'Ben Bethel' });
    const pages = () => screen.getByRole('navigation', { name: 'Technicians pages' });
    expect(within(pages()).queryByRole('button', { name: 'First page' })).toBeNull();

    fireEvent.click(within(pages()).getByRole('button', { name: 'Next page' }));

    expect(await screen.findByRole('button', { name: 'Cora Nome' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ada Kotzebue' })).toBeNull();
    expect(probe.location?.search).toBe('?cursor=c2');
    expect(within(pages()).queryByRole('button', { name: 'Next page' })).toBeNull();

    act(() => void probe.navigate?.(-1));
    expect(await screen.findByRole('button', { name: 'Ada Kotzebue' })).toBeTruthy();
    act(() => void probe.navigate?.(1));
    expect(await screen.findByRole('button', { name: 'Cora Nome' })).toBeTruthy();

    fireEvent.click(within(pages()).getByRole('button', { name: 'First page' }));
    expect(await screen.findByRole('button', { name: 'Ada Kotzebue' })).toBeTruthy();
    expect(queries(bff)).toEqual(['sort=name', 'sort=name&cursor=c2']);
  });

  it('filters and sorts on the server from the first page, keeping each choice in the URL', async () => {
    const { bff, probe } = await openDirectory(twoPages());
    await screen.findByRole('button', { name: 'Ben Bethel' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('button', { name: 'Cora Nome' });

    const bar = within(screen.getByRole('search', { name: 'Filter technicians' }));
    fireEvent.change(bar.getByRole('combobox', { name: 'Vetting status' }), {
      target: { value: 'approved' },
    });
    fireEvent.change(bar.getByRole('combobox', { name: 'Region' }), {
      target: { value: 'nome' },
    });
    fireEvent.change(bar.getByRole('combobox', { name: 'Community' }), {
      target: { value: 'Nome' },
    });
    fireEvent.change(bar.getByRole('combobox', { name: 'Skill' }), {
      target: { value: 'Generators' },
    });
    fireEvent.change(bar.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'lastLogin' },
    });

    await waitFor(() =>
      expect(queries(bff).at(-1)).toBe(
        'sort=lastLogin&status=approved&region=nome&community=Nome&skill=Generators',
      ),
    );
    expect(probe.location?.search).toBe(
      '?status=approved&region=nome&community=Nome&skill=Generators&sort=lastLogin',
    );
    // Another region has other communities: the chosen one no longer applies.
    fireEvent.change(bar.getByRole('combobox', { name: 'Region' }), {
      target: { value: 'bethel' },
    });
    expect(probe.location?.search).toBe(
      '?status=approved&region=bethel&skill=Generators&sort=lastLogin',
    );
  });

  it('opens the page, filters and technician a link names', async () => {
    const { bff } = await openDirectory(
      adminRoutes({
        'GET /api/admin/technicians': () => ({ body: technicianPage([cora]) }),
      }),
      `/admin?status=approved&sort=newest&cursor=c2&selected=${cora.id}`,
    );
    await screen.findByRole('button', { name: 'Cora Nome' });

    expect(queries(bff)).toEqual(['sort=newest&cursor=c2&status=approved']);
    expect(
      (screen.getByRole('combobox', { name: 'Vetting status' }) as HTMLSelectElement).value,
    ).toBe('approved');
    expect(screen.getByRole('button', { name: 'Cora Nome' }).getAttribute('aria-current')).toBe(
      'true',
    );
    await waitFor(() =>
      expect(bff.callsTo('POST', '/api/admin/technicianMetadata/')[0]?.body).toEqual({
        id: cora.id,
      }),
    );
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
