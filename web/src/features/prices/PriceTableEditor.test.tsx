import { DEFAULT_PRICE_TABLE } from '@rha/contracts/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminAuth, adminRoutes } from '../admin/adminFixtures';
import { renderWithBff } from '../../testing/renderWithBff';

afterEach(cleanup);

async function openPrices() {
  const view = renderWithBff({
    path: '/admin?tab=settings',
    auth: adminAuth,
    routes: {
      ...adminRoutes(),
      'GET /api/price-table': { body: { priceTable: DEFAULT_PRICE_TABLE, updatedAt: null } },
      'PUT /api/admin/price-table': ({ body }) => ({
        body: { priceTable: body, updatedAt: '2026-11-29T14:00:00.000Z' },
      }),
    },
  });
  await screen.findByRole('form', { name: 'Prices' }, { timeout: 20_000 });
  return view;
}

describe("the admin's price table", { timeout: 40_000 }, () => {
  it('saves the Remote Eyes price in cents and the bands as typed', async () => {
    const { bff } = await openPrices();
    const price = screen.getByLabelText('Remote Eyes price (USD)') as HTMLInputElement;
    expect(price.value).toBe('300.00');
    fireEvent.change(price, { target: { value: '350' } });
    const second = screen.getByRole('group', { name: 'Band 2' });
    fireEvent.change(within(second).getByLabelText('Discount (basis points)'), {
      target: { value: '1200' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));

    await waitFor(() => expect(bff.callsTo('PUT', '/api/admin/price-table')).toHaveLength(1));
    const [sent] = bff.callsTo('PUT', '/api/admin/price-table');
    expect(sent?.body).toEqual({
      ...DEFAULT_PRICE_TABLE,
      remoteEyesCents: 35_000,
      discountBands: DEFAULT_PRICE_TABLE.discountBands.map((band, index) =>
        index === 1 ? { ...band, basisPoints: 1200 } : band,
      ),
    });
  });

  it('refuses a price out of range or a gap between bands, and sends nothing', async () => {
    const { bff } = await openPrices();
    fireEvent.change(screen.getByLabelText('Remote Eyes price (USD)'), {
      target: { value: '450' },
    });
    const third = screen.getByRole('group', { name: 'Band 3' });
    fireEvent.change(within(third).getByLabelText('From visit'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByText('The Remote Eyes price is at most 400 USD.')).toBeTruthy();
    expect(screen.getByText('Band 3 must start at 10 visits, right after band 2.')).toBeTruthy();
    expect(bff.callsTo('PUT', '/api/admin/price-table')).toHaveLength(0);
  });

  it('adds a band after the last, keeping them contiguous', async () => {
    const { bff } = await openPrices();
    fireEvent.click(screen.getByRole('button', { name: 'Add band' }));
    const fifth = screen.getByRole('group', { name: 'Band 5' });
    fireEvent.change(within(fifth).getByLabelText('Discount (basis points)'), {
      target: { value: '2500' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(bff.callsTo('PUT', '/api/admin/price-table')).toHaveLength(1));
    const body = bff.callsTo('PUT', '/api/admin/price-table')[0]
      ?.body as typeof DEFAULT_PRICE_TABLE;
    expect(body.discountBands.slice(-2)).toEqual([
      { minVisits: 30, maxVisits: 30, basisPoints: 2000 },
      { minVisits: 31, maxVisits: null, basisPoints: 2500 },
    ]);
  });
});
