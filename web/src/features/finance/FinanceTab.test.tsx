import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Invoice } from '../../api/bffTypes';
import { problem, type FakeRoute, type RecordedRequest } from '../../testing/fakeBff';
import { renderWithBff } from '../../testing/renderWithBff';
import { adminAuth, adminRoutes } from '../admin/adminFixtures';
import { AMOUNT_IN_DOLLARS } from './RecordPaymentForm';

afterEach(cleanup);

const invoice: Invoice = {
  id: '0b8f0a4e-1f7e-4c47-9d3a-5d1c1c6f3a01',
  number: '2026-00007',
  kind: 'invoice',
  requestId: 'request-1',
  ticketNumber: '20261201-0042',
  companyId: 'company-1',
  companyName: 'Kuskokwim Clinic',
  correctsInvoiceId: null,
  reason: '',
  issuedAt: '2026-12-01T18:00:00.000Z',
  dueOn: '2026-12-31',
  termsDays: 30,
  currency: 'USD',
  totalCents: 198_125,
  balanceCents: 198_125,
  status: 'overdue',
  lines: [
    {
      code: 'baseline',
      description: 'Remote Hands, first 2 hours',
      quantity: 1,
      unitCents: 90_000,
      amountCents: 90_000,
    },
  ],
};

const ada = {
  technicianId: 'tech-ada',
  fullName: 'Ada Nome',
  dueCents: 58_750,
  paidCents: 12_000,
  lastPaidOn: '2026-11-15',
};
const ben = { ...ada, technicianId: 'tech-ben', fullName: 'Ben Bethel', dueCents: 0 };

const totals = { openCents: 1_000_000, overdueCents: 198_125, paidThisMonthCents: 450_000 };

function financeRoutes(overrides: Record<string, FakeRoute> = {}) {
  return adminRoutes({
    'GET /api/admin/invoices': { body: { invoices: [invoice], nextCursor: null, totals } },
    [`GET /api/admin/invoices/${invoice.id}`]: {
      body: { invoice, payments: [], creditNote: null },
    },
    'GET /api/admin/pay': { body: { technicians: [ada, ben] } },
    ...overrides,
  });
}

async function openFinance(path: string, overrides: Record<string, FakeRoute> = {}) {
  const view = renderWithBff({ path, auth: adminAuth, routes: financeRoutes(overrides) });
  await screen.findByRole('region', { name: 'Invoices' }, { timeout: 10_000 });
  return view;
}

describe('finance tab', { timeout: 30_000 }, () => {
  it('shows the totals and each invoice with its status, and filters by status on the server', async () => {
    const { bff, probe } = await openFinance('/admin?tab=finance');
    const totalsList = await screen.findByLabelText('Invoice totals');
    expect(totalsList.textContent).toContain('Open$10,000.00');
    expect(totalsList.textContent).toContain('Overdue$1,981.25');
    expect(totalsList.textContent).toContain('Paid this month$4,500.00');

    const row = (await screen.findByRole('button', { name: '2026-00007' })).closest('tr');
    expect(within(row as HTMLElement).getByText('Overdue')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'overdue' },
    });
    await waitFor(() => expect(probe.location?.search).toBe('?tab=finance&status=overdue'));
    await waitFor(() =>
      expect(bff.callsTo('GET', '/api/admin/invoices').at(-1)?.query.get('status')).toBe('overdue'),
    );
  });

  it('refuses an amount that is no dollar figure without asking billing', async () => {
    const { bff } = await openFinance(`/admin?tab=finance&selected=${invoice.id}`);
    const form = await screen.findByRole('form', { name: 'Record payment' });
    fireEvent.change(within(form).getByLabelText('Amount (USD)'), { target: { value: '9OO' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText(AMOUNT_IN_DOLLARS)).toBeTruthy();
    expect(bff.callsTo('POST', `/api/admin/invoices/${invoice.id}/payments`)).toHaveLength(0);
  });

  it('records a payment in cents and shows what billing says under each field', async () => {
    let calls = 0;
    const { bff } = await openFinance(`/admin?tab=finance&selected=${invoice.id}`, {
      [`POST /api/admin/invoices/${invoice.id}/payments`]: (request: RecordedRequest) => {
        calls += 1;
        if (calls === 1) {
          return problem(400, 'Invalid fields', [
            { field: 'amountCents', message: 'The amount cannot be more than what is due.' },
            { field: 'reference', message: 'Enter the transfer or check reference.' },
          ]);
        }
        return { body: { invoice: { ...invoice, ...(request.body as object) } } };
      },
    });
    const form = await screen.findByRole('form', { name: 'Record payment' });
    fireEvent.change(within(form).getByLabelText('Amount (USD)'), {
      target: { value: '1,981.25' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Method' }), {
      target: { value: 'check' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(form).findByText('The amount cannot be more than what is due.'),
    ).toBeTruthy();
    expect(within(form).getByText('Enter the transfer or check reference.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^Reference/), { target: { value: 'Check 7' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText('Payment recorded.')).toBeTruthy();
    expect(bff.callsTo('POST', `/api/admin/invoices/${invoice.id}/payments`).at(-1)?.body).toEqual(
      expect.objectContaining({
        amountCents: 198_125,
        currency: 'USD',
        method: 'check',
        reference: 'Check 7',
      }),
    );
  });

  it('issues a credit note with its reason', async () => {
    const { bff } = await openFinance(`/admin?tab=finance&selected=${invoice.id}`, {
      [`POST /api/admin/invoices/${invoice.id}/credit-notes`]: {
        status: 201,
        body: { ...invoice, kind: 'credit-note', totalCents: -198_125 },
      },
    });
    const form = await screen.findByRole('form', { name: 'Issue credit note' });
    fireEvent.change(within(form).getByLabelText(/^Reason/), {
      target: { value: 'Billed twice' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() =>
      expect(
        bff.callsTo('POST', `/api/admin/invoices/${invoice.id}/credit-notes`).at(-1)?.body,
      ).toEqual({ reason: 'Billed twice' }),
    );
  });

  it("pays a technician everything due, the server's amount, under the admin's method and date", async () => {
    const { bff } = await openFinance('/admin?tab=finance', {
      'POST /api/admin/technicians/tech-ada/payouts': (request: RecordedRequest) => ({
        status: 201,
        body: {
          payout: {
            id: 'payout-1',
            technicianId: 'tech-ada',
            amountCents: 58_750,
            ...(request.body as object),
            recordedAt: '2026-11-29T18:00:00.000Z',
          },
        },
      }),
    });
    const pay = await screen.findByRole('table', { name: 'Technician pay' });
    const benRow = (await within(pay).findByText('Ben Bethel')).closest('tr') as HTMLElement;
    expect(within(benRow).getByText('Nothing due')).toBeTruthy();
    const adaRow = within(pay).getByText('Ada Nome').closest('tr') as HTMLElement;
    expect(adaRow.textContent).toContain('$587.50');
    expect(adaRow.textContent).toContain('$120.00');

    fireEvent.click(within(adaRow).getByRole('button', { name: 'Record payout to Ada Nome' }));
    const form = screen.getByRole('form', { name: 'Record payout to Ada Nome' });
    expect(within(form).queryByLabelText(/Amount/)).toBeNull();
    fireEvent.change(within(form).getByRole('combobox', { name: 'Method' }), {
      target: { value: 'bank-transfer' },
    });
    fireEvent.change(within(form).getByLabelText(/^Reference/), { target: { value: 'ACH 88' } });
    fireEvent.change(within(form).getByLabelText('Date sent'), {
      target: { value: '2026-11-28' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(await within(form).findByText('Payout of $587.50 recorded.')).toBeTruthy();
    expect(bff.callsTo('POST', '/api/admin/technicians/tech-ada/payouts').at(-1)?.body).toEqual({
      method: 'bank-transfer',
      reference: 'ACH 88',
      paidOn: '2026-11-28',
    });
  });
});
