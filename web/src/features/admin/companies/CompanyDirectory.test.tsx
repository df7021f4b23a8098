import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, type FakeRoute, type RecordedRequest } from '../../../testing/fakeBff';
import { renderWithBff } from '../../../testing/renderWithBff';
import { displayDay } from '../adminDates';
import { adminAuth, adminRoutes, companyPage, kuskokwim, kuskokwimDetails } from '../adminFixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function openCompanies(overrides: Record<string, FakeRoute> = {}) {
  const view = renderWithBff({
    path: '/admin?tab=companies',
    auth: adminAuth,
    routes: adminRoutes(overrides),
  });
  await screen.findByRole('region', { name: 'Companies' }, { timeout: 10_000 });
  return view;
}

const detailsPanel = () => screen.getByRole('region', { name: 'Company Details' });

describe('companies tab', { timeout: 30_000 }, () => {
  it('lists each company with its contact, website, counts and creation date', async () => {
    await openCompanies();
    const entry = (await screen.findByRole('button', { name: 'Kuskokwim Clinic' })).closest(
      'tr',
    ) as HTMLElement;

    expect(within(entry).getByText('Sam Kuskokwim')).toBeTruthy();
    expect(
      within(entry).getByRole('link', { name: 'sam@kuskokwim.example.com' }).getAttribute('href'),
    ).toBe('mailto:sam@kuskokwim.example.com');
    expect(within(entry).getByRole('link', { name: '(907) 555-0100' })).toBeTruthy();
    expect(
      within(entry)
        .getByRole('link', { name: /kuskokwim\.example\.com \(opens in a new tab\)/ })
        .getAttribute('href'),
    ).toBe('https://kuskokwim.example.com');
    const cells = within(entry)
      .getAllByRole('cell')
      .slice(3)
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Locations1', 'Requests2', `Created${displayDay(kuskokwim.createdAt)}`]);
    expect(within(detailsPanel()).getByText('Select a company to view details')).toBeTruthy();
  });

  it('searches by name on the server and says when nothing matches', async () => {
    const { bff } = await openCompanies({
      'GET /api/admin/companies': (request: RecordedRequest) => ({
        body: companyPage(request.query.get('q') ? [] : [kuskokwim]),
      }),
    });
    await screen.findByRole('button', { name: 'Kuskokwim Clinic' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search companies by name' }), {
      target: { value: 'Nome' },
    });

    expect(await screen.findByText('No companies found')).toBeTruthy();
    expect(bff.callsTo('GET', '/api/admin/companies').at(-1)?.query.toString()).toBe(
      'sort=name&q=Nome',
    );
  });

  it('keeps the companies with or without locations, newest first, from the first page', async () => {
    const { bff, probe } = await openCompanies({
      'GET /api/admin/companies': () => ({ body: companyPage([kuskokwim], 'c2') }),
    });
    await screen.findByRole('button', { name: 'Kuskokwim Clinic' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(probe.location?.search).toBe('?tab=companies&cursor=c2'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Locations' }), {
      target: { value: 'without' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'newest' },
    });

    await waitFor(() =>
      expect(bff.callsTo('GET', '/api/admin/companies').at(-1)?.query.toString()).toBe(
        'sort=newest&locations=without',
      ),
    );
    expect(probe.location?.search).toBe('?tab=companies&locations=without&sort=newest');
  });

  it('says the list failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openCompanies({ 'GET /api/admin/companies': problem(502, 'Bad Gateway') });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load companies. Please try again.',
    );
  });

  it("shows a company's locations and requests when selected", async () => {
    await openCompanies();
    fireEvent.click(await screen.findByRole('button', { name: 'Kuskokwim Clinic' }));

    expect(
      await within(detailsPanel()).findByRole('heading', { level: 3, name: 'Kuskokwim Clinic' }),
    ).toBeTruthy();
    const locations = within(detailsPanel()).getByRole('region', { name: 'Locations' });
    expect(locations.textContent).toContain('100 Main St, Bethel, Alaska 99559');
    const requests = within(
      within(detailsPanel()).getByRole('region', { name: 'Service requests' }),
    )
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(requests).toEqual([
      `Ticket ${kuskokwimDetails.requests[0]?.ticketNumber}Remote EyesApril 10, 2025submitted`,
      `Ticket ${kuskokwimDetails.requests[1]?.ticketNumber}Remote HandsMarch 20, 2025submitted`,
    ]);
  });

  it('says when a company has no locations or requests yet', async () => {
    await openCompanies({
      [`GET /api/admin/companies/${kuskokwim.id}`]: {
        body: { ...kuskokwimDetails, locations: [], requests: [] },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kuskokwim Clinic' }));

    expect(await within(detailsPanel()).findByText('No locations listed')).toBeTruthy();
    expect(within(detailsPanel()).getByText('No service requests yet')).toBeTruthy();
  });

  it("says the company's details failed to load, and loads them again on request", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    await openCompanies({
      [`GET /api/admin/companies/${kuskokwim.id}`]: () =>
        fail ? problem(502, 'Bad Gateway') : { body: kuskokwimDetails },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kuskokwim Clinic' }));

    expect((await within(detailsPanel()).findByRole('alert')).textContent).toBe(
      'Failed to load company details. Please try again.',
    );
    fail = false;
    fireEvent.click(within(detailsPanel()).getByRole('button', { name: 'Try again' }));
    expect(
      await within(detailsPanel()).findByRole('heading', { level: 3, name: 'Kuskokwim Clinic' }),
    ).toBeTruthy();
  });
});
