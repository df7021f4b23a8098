import { createBffClient } from '@rha/contracts/clients';
import { ADMIN_PAGE_SIZE, type AdminRatingEntry, type AdminRatings } from '@rha/contracts/schemas';
import { createToaster, ToastProvider } from '@rha/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminRatingsSubject } from '../../../api/adminRatings';
import { BffClientProvider } from '../../../api/BffClientProvider';
import { createQueryClient } from '../../../api/queryClient';
import { AuthContext } from '../../../auth/AuthContext';
import { fakeBff, problem, type FakeRoute } from '../../../testing/fakeBff';
import { fakeAuth } from '../../../testing/renderApp';
import { renderWithBff } from '../../../testing/renderWithBff';
import { adminAuth, adminRoutes, kuskokwim } from '../adminFixtures';
import { displayDay } from '../adminDates';
import {
  AdminRatingsSection,
  HIDDEN_UNTIL_REVEALED,
  NO_RATINGS,
  NOT_RATED,
  RATINGS_LOAD_FAILED,
} from './AdminRatingsSection';

afterEach(cleanup);

function entry(overrides: Partial<AdminRatingEntry> = {}): AdminRatingEntry {
  return {
    requestId: 'req-1',
    serviceTicketNumber: '20250301-1001',
    companyId: kuskokwim.id,
    companyName: 'Kuskokwim Clinic',
    technicianId: 'tech-ada',
    technicianName: 'Ada Kotzebue',
    completedAt: '2025-03-01T20:00:00.000Z',
    byCompany: { score: 5, comment: 'Quick and tidy.', ratedAt: '2025-03-02T20:00:00.000Z' },
    byTechnician: { score: 4, comment: '', ratedAt: '2025-03-03T20:00:00.000Z' },
    revealed: true,
    ...overrides,
  };
}

function page(ratings: AdminRatingEntry[], number = 1, total = ratings.length): AdminRatings {
  return { ratings, total, page: number, pageSize: ADMIN_PAGE_SIZE };
}

const RATINGS = 'GET /api/admin/ratings';

function renderSection(subject: AdminRatingsSubject, route: FakeRoute) {
  const bff = fakeBff({ [RATINGS]: route });
  const auth = fakeAuth({ status: 'authenticated', roles: ['admin'] });
  const client = createBffClient({
    baseUrl: 'http://localhost',
    getToken: auth.getToken,
    fetch: bff.fetch,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider toaster={createToaster()}>
        <AuthContext.Provider value={auth}>
          <BffClientProvider client={client}>
            <AdminRatingsSection subject={subject} />
          </BffClientProvider>
        </AuthContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return bff;
}

const section = () => screen.getByRole('region', { name: 'Ratings' });
const jobOf = (ticket: string) =>
  within(section()).getByText(`Ticket ${ticket}`).closest('li') as HTMLElement;

describe("the admin's ratings of a technician or a company", () => {
  it("shows a technician's jobs with the company, the completion day and both ratings", async () => {
    const bff = renderSection({ technicianId: 'tech-ada' }, { body: page([entry()]) });

    await within(section()).findByText('Ticket 20250301-1001');
    const job = jobOf('20250301-1001');
    expect(within(job).getByText('Company: Kuskokwim Clinic')).toBeTruthy();
    expect(
      within(job).getByText(`Completed ${displayDay('2025-03-01T20:00:00.000Z')}`),
    ).toBeTruthy();
    expect(within(job).getByText("The company's rating").nextElementSibling?.textContent).toBe(
      '5 – ExcellentQuick and tidy.',
    );
    expect(within(job).getByText("The technician's rating").nextElementSibling?.textContent).toBe(
      '4 – Very good',
    );
    expect(within(job).queryByText(HIDDEN_UNTIL_REVEALED)).toBeNull();
    const [request] = bff.requests;
    expect(request?.path).toBe('/api/admin/ratings');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      technicianId: 'tech-ada',
      page: '1',
    });
  });

  it("names the technician for a company's jobs, says 'Not rated' and hints while hidden", async () => {
    const bff = renderSection(
      { companyId: kuskokwim.id },
      { body: page([entry({ byTechnician: null, revealed: false })]) },
    );

    await within(section()).findByText('Ticket 20250301-1001');
    const job = jobOf('20250301-1001');
    expect(within(job).getByText('Technician: Ada Kotzebue')).toBeTruthy();
    expect(within(job).getByText("The technician's rating").nextElementSibling?.textContent).toBe(
      NOT_RATED,
    );
    expect(within(job).getByText(HIDDEN_UNTIL_REVEALED)).toBeTruthy();
    expect(bff.requests[0]?.query.get('companyId')).toBe(kuskokwim.id);
  });

  it('says so when there are no ratings yet, offering no further page', async () => {
    renderSection({ technicianId: 'tech-ada' }, { body: page([]) });

    expect(await within(section()).findByText(NO_RATINGS)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads the next page on Load more while more match than are shown', async () => {
    const bff = renderSection({ technicianId: 'tech-ada' }, (request) =>
      request.query.get('page') === '2'
        ? {
            body: page([entry({ requestId: 'req-2', serviceTicketNumber: '20250201-1002' })], 2, 2),
          }
        : { body: { ...page([entry()], 1, 2), pageSize: 1 } },
    );

    fireEvent.click(await within(section()).findByRole('button', { name: 'Load more' }));

    await within(section()).findByText('Ticket 20250201-1002');
    expect(within(section()).getByText('Ticket 20250301-1001')).toBeTruthy();
    expect(bff.requests.map((request) => request.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says the ratings failed to load and loads them again on Try again', async () => {
    let failing = true;
    renderSection({ technicianId: 'tech-ada' }, () =>
      failing ? problem(500, 'Internal error') : { body: page([entry()]) },
    );

    expect((await within(section()).findByRole('alert')).textContent).toBe(RATINGS_LOAD_FAILED);
    failing = false;
    fireEvent.click(within(section()).getByRole('button', { name: 'Try again' }));

    expect(await within(section()).findByText('Ticket 20250301-1001')).toBeTruthy();
    expect(within(section()).queryByRole('alert')).toBeNull();
  });
});

describe('the ratings in the admin details panels', { timeout: 30_000 }, () => {
  it("shows a technician's ratings in their details", async () => {
    const view = renderWithBff({
      path: '/admin',
      auth: adminAuth,
      routes: adminRoutes({ [RATINGS]: { body: page([entry()]) } }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ada Kotzebue' }, { timeout: 10_000 }),
    );

    const panel = screen.getByRole('region', { name: 'Technician Details' });
    const ratings = await within(panel).findByRole('region', { name: 'Ratings' });
    expect(await within(ratings).findByText('Company: Kuskokwim Clinic')).toBeTruthy();
    const asked = view.bff.requests.find((request) => request.path === '/api/admin/ratings');
    expect(asked?.query.get('technicianId')).toBe('tech-ada');
  });

  it("shows a company's ratings in its details", async () => {
    const view = renderWithBff({
      path: '/admin?tab=companies',
      auth: adminAuth,
      routes: adminRoutes({ [RATINGS]: { body: page([entry()]) } }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Kuskokwim Clinic' }, { timeout: 10_000 }),
    );

    const panel = screen.getByRole('region', { name: 'Company Details' });
    const ratings = await within(panel).findByRole('region', { name: 'Ratings' });
    expect(await within(ratings).findByText('Technician: Ada Kotzebue')).toBeTruthy();
    const asked = view.bff.requests.find((request) => request.path === '/api/admin/ratings');
    expect(asked?.query.get('companyId')).toBe(kuskokwim.id);
  });
});
