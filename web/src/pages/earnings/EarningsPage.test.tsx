import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { OwnPay } from '../../api/earnings';
import { PAYOUT_SETUP_FAILED } from '../../features/earnings';
import { technicianAuth, technicianRoutes } from '../../features/technician/technicianFixtures';
import { fakeAuth } from '../../testing/renderApp';
import { renderWithBff } from '../../testing/renderWithBff';

afterEach(cleanup);

const pay: OwnPay = {
  dueCents: 58_750,
  paidCents: 16_875,
  statements: [
    {
      id: '6f1c1a52-4a8e-4d3e-9d55-0c6f0f7b2b11',
      requestId: 'r-2',
      ticketNumber: '20261201-1042',
      issuedAt: '2026-12-02T18:00:00.000Z',
      totalCents: 58_750,
      lines: [
        {
          code: 'pay-hours',
          description: 'Time on site, per started quarter hour',
          quantity: 9,
          unitCents: 2_500,
          amountCents: 22_500,
        },
        {
          code: 'pay-standby',
          description: 'Weather standby days',
          quantity: 1,
          unitCents: 20_000,
          amountCents: 20_000,
        },
        {
          code: 'pay-special-vehicle',
          description: 'Special vehicle',
          quantity: 1,
          unitCents: 12_000,
          amountCents: 12_000,
        },
        {
          code: 'pay-cost-reimbursement',
          description: 'Modem fuse',
          quantity: 1,
          unitCents: 4_250,
          amountCents: 4_250,
        },
      ],
    },
  ],
  payouts: [
    {
      id: '0d2d7a2e-6a0b-4c55-8f43-0f0c9d8e7a61',
      technicianId: 'tech-1',
      amountCents: 16_875,
      method: 'check',
      reference: 'Check 2210',
      paidOn: '2026-11-20',
      recordedAt: '2026-11-20T19:00:00.000Z',
      pending: false,
    },
  ],
  payoutAccount: 'recorded-by-admin',
};

it('shows what is due and paid, each statement with its lines, and each payout', async () => {
  renderWithBff({
    path: '/earnings',
    auth: technicianAuth,
    routes: technicianRoutes({ 'GET /api/pay/me': { body: pay } }),
  });
  const due = (await screen.findByText('Due to you', undefined, { timeout: 10_000 }))
    .parentElement as HTMLElement;
  expect(due.textContent).toBe('Due to you$587.50From 1 approved job');
  expect((screen.getByText('Paid to you').parentElement as HTMLElement).textContent).toBe(
    'Paid to you$168.75Last paid Nov 20, 2026',
  );

  await userEvent.click(
    screen.getByRole('button', { name: '20261201-1042 · Dec 2, 2026 · $587.50' }),
  );
  const lines = screen.getByRole('table', { name: 'Pay for ticket 20261201-1042' });
  expect(
    within(lines)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    'ItemAmount',
    'Time on site, per started quarter hour9 × $25.00$225.00',
    'Weather standby days$200.00',
    'Special vehicle$120.00',
    'Modem fuse$42.50',
    'Total$587.50',
  ]);

  const payouts = screen.getByRole('table', { name: 'Payouts' });
  expect(within(payouts).getByText('Check 2210')).toBeTruthy();
  expect(within(payouts).getByText('$168.75')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Set up payouts' })).toBeNull();
});

it('sends a technician paid through Stripe to set up payouts first, and back to Stripe', async () => {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const setUpPage = 'https://connect.stripe.com/setup/e/acct_1Tess/abc';
  const { bff } = renderWithBff({
    path: '/earnings',
    auth: technicianAuth,
    routes: technicianRoutes({
      'GET /api/pay/me': { body: { ...pay, payoutAccount: 'not-set-up' } },
      'POST /api/pay/me/payout-account': { body: { url: setUpPage } },
    }),
  });
  const setUp = await screen.findByRole('button', { name: 'Set up payouts' }, { timeout: 10_000 });
  // What needs the technician comes before the statements.
  const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
  expect(headings.indexOf('Set up your payouts')).toBeLessThan(headings.indexOf('Pay statements'));
  expect(screen.getByText(/paid out to your bank weekly, on Fridays/)).toBeTruthy();

  await userEvent.click(setUp);
  await expect.poll(() => assign.mock.calls[0]?.[0]).toBe(setUpPage);
  expect(bff.callsTo('POST', '/api/pay/me/payout-account')).toHaveLength(1);
  vi.unstubAllGlobals();
});

it('shows a Stripe transfer on its way, and Stripe not answering', async () => {
  renderWithBff({
    path: '/earnings',
    auth: technicianAuth,
    routes: technicianRoutes({
      'GET /api/pay/me': {
        body: {
          ...pay,
          payoutAccount: 'set-up',
          payouts: [
            {
              ...pay.payouts[0]!,
              id: 'e1c3f0a4-2b6d-4f7e-9a1b-3c5d7e9f1a2b',
              method: 'stripe-transfer',
              reference: '',
              pending: true,
            },
          ],
        },
      },
      'POST /api/pay/me/payout-account': { status: 503, body: { title: 'Unavailable' } },
    }),
  });
  const payouts = await screen.findByRole('table', { name: 'Payouts' }, { timeout: 10_000 });
  expect(within(payouts).getByText('Stripe transfer')).toBeTruthy();
  expect(within(payouts).getByText('On its way')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Change bank details' }));
  expect(await screen.findByText(PAYOUT_SETUP_FAILED)).toBeTruthy();
});

it('sends a signed-in person who is not a technician to the dashboard', async () => {
  const { probe } = renderWithBff({
    path: '/earnings',
    auth: fakeAuth({ status: 'authenticated', roles: ['company'] }),
    routes: {},
  });
  await expect.poll(() => probe.location?.pathname, { timeout: 10_000 }).toBe('/dashboard');
});
