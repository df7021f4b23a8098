import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../api/bffTypes';
import { renderWithBff } from '../../testing/renderWithBff';
import { companyUser, fakeAuth } from '../../testing/renderApp';
import { NO_OWN_INVOICES } from './InvoicesPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const companyAuth = fakeAuth({ status: 'authenticated', roles: ['company'] });

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
  balanceCents: 98_125,
  status: 'open',
  lines: [],
};

function openInvoices(invoices: Invoice[]) {
  return renderWithBff({
    path: '/invoices',
    auth: companyAuth,
    routes: {
      'GET /api/user': { body: companyUser },
      'GET /api/invoices': { body: { invoices } },
    },
  });
}

describe('the company invoices page', { timeout: 30_000 }, () => {
  it('lists each invoice with its status and balance, and downloads its PDF', async () => {
    const download = vi.fn(
      async () =>
        new Response(new Blob(['%PDF-']), {
          headers: { 'content-disposition': 'attachment; filename="invoice-2026-00007.pdf"' },
        }),
    );
    openInvoices([invoice]);
    const row = (await screen.findByText('2026-00007', {}, { timeout: 10_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(row.textContent).toContain('$1,981.25');
    expect(row.textContent).toContain('$981.25');
    expect(row.textContent).toContain('Dec 31, 2026');

    vi.stubGlobal('fetch', download);
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(within(row).getByRole('button', { name: 'Download PDF of 2026-00007' }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    expect(download.mock.calls[0]).toEqual([`/api/invoices/${invoice.id}/pdf`, expect.anything()]);
  });

  it('says how an invoice comes when there is none', async () => {
    openInvoices([]);
    expect(await screen.findByText(NO_OWN_INVOICES, {}, { timeout: 10_000 })).toBeTruthy();
  });
});
