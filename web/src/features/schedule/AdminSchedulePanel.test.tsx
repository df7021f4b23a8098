import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderWithBff } from '../../testing/renderWithBff';
import { adminAuth, adminRoutes } from '../admin/adminFixtures';
import { inProgress, kwethlukRequest } from '../admin/dispatch/dispatchFixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T20:00:00.000Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it("shows every technician's visits and holds and the requests still waiting, by day", async () => {
  renderWithBff({
    path: '/admin?tab=schedule',
    auth: adminAuth,
    routes: adminRoutes({
      'GET /api/admin/dispatch/queue': { body: { items: [kwethlukRequest], nextCursor: null } },
      'GET /api/admin/dispatch/in-progress': {
        body: {
          requests: [
            inProgress(),
            inProgress({
              id: 'd0000000-0000-4000-8000-000000000003',
              serviceTicketNumber: '20260309-8888',
              status: 'On hold',
              preferredDate: '2026-03-13',
              eta: null,
              holdReason: 'Storm on the river',
            }),
          ],
        },
      },
    }),
  });
  const schedule = await screen.findByRole(
    'region',
    { name: 'Upcoming visits' },
    { timeout: 10_000 },
  );
  const thursday = within(schedule)
    .getByRole('heading', { name: /^Thu, Mar 12/ })
    .closest('li');
  expect(thursday?.textContent).toContain('Vera Kwethluk · Arriving 10:30 AM AKDT');
  expect(thursday?.textContent).toContain('Awaiting technician');
  const friday = within(schedule)
    .getByRole('heading', { name: /^Fri, Mar 13/ })
    .closest('li');
  expect(friday?.textContent).toContain('On hold');
  expect(friday?.textContent).toContain('Storm on the river');
});

it("shows the technicians' time away beside the visits, under each one's name", async () => {
  renderWithBff({
    path: '/admin?tab=schedule',
    auth: adminAuth,
    routes: adminRoutes({
      'GET /api/admin/dispatch/in-progress': { body: { requests: [inProgress()] } },
      'GET /api/admin/unavailability': {
        body: {
          periods: [
            {
              id: '7a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
              from: '2026-03-12',
              to: '2026-03-13',
              reason: 'hunting',
              note: '',
              technicianId: 'tech-ada',
              technicianName: 'Ada Kiana',
            },
          ],
        },
      },
    }),
  });
  const schedule = await screen.findByRole(
    'region',
    { name: 'Upcoming visits' },
    { timeout: 10_000 },
  );
  const thursday = within(schedule)
    .getByRole('heading', { name: /^Thu, Mar 12/ })
    .closest('li');
  expect(thursday?.textContent).toContain('Vera Kwethluk · Arriving 10:30 AM AKDT');
  expect(thursday?.textContent).toContain('Ada Kiana · Hunting');
  const friday = within(schedule)
    .getByRole('heading', { name: /^Fri, Mar 13/ })
    .closest('li');
  expect(friday?.textContent).toContain('Ada Kiana · Hunting');
});
