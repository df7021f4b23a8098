import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderWithBff } from '../../testing/renderWithBff';
import { heldJob, kwethlukOffer, pageOf } from '../technician/jobs/jobsFixtures';
import { technicianAuth, technicianRoutes } from '../technician/technicianFixtures';

beforeEach(() => {
  // The fixtures' week, seen from Alaska on Tuesday, March 10, 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T20:00:00.000Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const routes = technicianRoutes({
  'GET /api/technicians/jobs': { body: pageOf([heldJob({ status: 'On hold' })]) },
  'GET /api/technicians/offers': { body: pageOf([kwethlukOffer]) },
  'GET /api/technicians/unavailability': {
    body: {
      periods: [
        {
          id: '7a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
          from: '2026-03-13',
          to: '2026-03-20',
          reason: 'hunting',
          note: '',
        },
      ],
    },
  },
});

it("shows the technician's week with the held visit, the offer and the time away, then the agenda", async () => {
  renderWithBff({ path: '/dashboard?tab=schedule', auth: technicianAuth, routes });
  const schedule = await screen.findByRole(
    'region',
    { name: 'Upcoming visits' },
    { timeout: 10_000 },
  );
  expect(screen.getByRole('tab', { name: 'Schedule', selected: true })).toBeTruthy();
  const thursday = within(schedule)
    .getByRole('heading', { name: /^Thu, Mar 12/ })
    .closest('li');
  expect(thursday?.textContent).toContain('On hold');
  expect(thursday?.textContent).toContain('Offer');
  const friday = within(schedule)
    .getByRole('heading', { name: /^Fri, Mar 13/ })
    .closest('li');
  expect(friday?.textContent).toContain('Hunting');

  fireEvent.click(within(schedule).getByRole('button', { name: 'Agenda' }));
  expect(
    within(schedule)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent),
  ).toEqual(['Thursday, March 12', 'Friday, March 13']);
});

it('says the schedule could not be loaded and reads it again on request', async () => {
  let failures = 1;
  renderWithBff({
    path: '/dashboard?tab=schedule',
    auth: technicianAuth,
    routes: {
      ...routes,
      'GET /api/technicians/unavailability': () =>
        failures-- > 0 ? { status: 503, body: {} } : { body: { periods: [] } },
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 }));
  await screen.findByRole('region', { name: 'Upcoming visits' });
});
