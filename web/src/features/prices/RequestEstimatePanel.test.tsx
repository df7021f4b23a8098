import { DEFAULT_PRICE_TABLE } from '@rha/contracts/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { companyRoutes } from '../../testing/companyFixtures';
import { problem, type FakeRoute } from '../../testing/fakeBff';
import { fakeAuth } from '../../testing/renderApp';
import { renderWithBff } from '../../testing/renderWithBff';
import { fillValidRequest } from '../../testing/requestForm';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const company = fakeAuth({ status: 'authenticated', roles: ['company'] });
const requestId = '5b0c3a4e-9d7f-4c1b-8a2e-6f3d2c1b0a99';

async function openForm(overrides: Record<string, FakeRoute> = {}) {
  const view = renderWithBff({
    path: '/dashboard?tab=service-request',
    auth: company,
    routes: companyRoutes({
      'POST /api/service-request/company': ({ body }) => ({
        status: 201,
        body: {
          success: true,
          id: requestId,
          serviceTicketNumber: (body as { serviceTicketNumber: string }).serviceTicketNumber,
        },
      }),
      ...overrides,
    }),
  });
  await screen.findByRole('form', { name: 'Remote Hands request' }, { timeout: 20_000 });
  return view;
}

const panel = () => screen.getByRole('region', { name: 'Estimate' });
const total = () => within(panel()).getAllByRole('listitem').at(-1)?.textContent;

function answer(question: string, choice: 'Yes' | 'No') {
  const group = screen.getByRole('radiogroup', { name: question });
  fireEvent.click(within(group).getByRole('radio', { name: choice }));
}

const storedEstimate = {
  requestId,
  serviceType: 'remote-hands',
  proPackage: false,
  expectedHours: 5,
  scheduledVisits: 3,
  quoteRequired: false,
  currency: 'USD',
  lines: [],
  totalCents: 320_625,
  estimatedAt: '2026-11-29T14:00:00.000Z',
};

describe('the estimate on the request form', { timeout: 40_000 }, () => {
  it('sits after Additional Information and before the submit button', async () => {
    await openForm();
    const form = screen.getByRole('form', { name: 'Remote Hands request' });
    const additional = within(form).getByLabelText('Additional Information');
    const submit = within(form).getByRole('button', { name: 'Submit Service Request' });
    const region = within(form).getByRole('region', { name: 'Estimate' });
    expect(
      additional.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(region.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('recomputes with the hours, the visits, the Pro Package and the service type', async () => {
    await openForm({
      'GET /api/price-table': {
        body: { priceTable: { ...DEFAULT_PRICE_TABLE, remoteEyesCents: 25_000 }, updatedAt: null },
      },
    });
    await waitFor(() => expect(total()).toBe('Estimated total$900.00'));

    fireEvent.change(screen.getByLabelText('Expected hours on site'), { target: { value: '5' } });
    expect(total()).toBe('Estimated total$1,125.00');

    fireEvent.change(screen.getByLabelText('Scheduled visits'), { target: { value: '3' } });
    expect(within(panel()).getByText('Scheduled-visit discount, 3 visits')).toBeTruthy();
    expect(total()).toBe('Estimated total$3,206.25');

    answer('Do you need live video support during the service?', 'Yes');
    answer('Is WiFi or 4G available at the site?', 'No');
    answer('Would you like the Pro Package ($800)?', 'Yes');
    expect(total()).toBe('Estimated total$4,006.25');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Remote Eyes' }));
    await screen.findByRole('form', { name: 'Remote Eyes request' });
    // 3 × $250 at the admin's price, 5% off.
    expect(total()).toBe('Estimated total$712.50');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Custom Request' }));
    await screen.findByRole('form', { name: 'Custom Request request' });
    expect(within(panel()).getByText('Quote required')).toBeTruthy();
  });

  it('says what is wrong with an answer out of bounds', async () => {
    await openForm();
    fireEvent.change(await screen.findByLabelText('Scheduled visits'), { target: { value: '0' } });
    expect(screen.getByText('Plan at least 1 visit.')).toBeTruthy();
  });

  it('sends the answers in their own call after the request, waiting out billing catching up', async () => {
    let attempts = 0;
    const { bff } = await openForm({
      [`PUT /api/service-requests/${requestId}/estimate`]: () => {
        attempts += 1;
        if (attempts === 1) {
          return { status: 409, body: { status: 409, code: 'request_not_known_yet', title: 'x' } };
        }
        return { body: { estimate: storedEstimate } };
      },
    });
    await fillValidRequest();
    fireEvent.change(screen.getByLabelText('Expected hours on site'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Scheduled visits'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Service Request' }));

    expect(
      await screen.findByText('Estimated total $3,206.25.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    const sent = bff.callsTo('PUT', `/api/service-requests/${requestId}/estimate`);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual({ expectedHours: 5, scheduledVisits: 3 });
    expect(bff.callsTo('POST', '/api/service-request/company')).toHaveLength(1);
  });

  it('keeps the request when the estimate fails, and offers to send it again', async () => {
    let fail = true;
    const { bff } = await openForm({
      [`PUT /api/service-requests/${requestId}/estimate`]: () =>
        fail ? problem(500, 'Billing is down') : { body: { estimate: storedEstimate } },
    });
    await fillValidRequest();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Service Request' }));

    const alert = await screen.findByText(/was submitted, but its estimate was not saved\.$/);
    expect(alert).toBeTruthy();
    expect(bff.callsTo('POST', '/api/service-request/company')).toHaveLength(1);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry saving the estimate' }));
    expect(await screen.findByText('Estimated total $3,206.25.')).toBeTruthy();
    expect(bff.callsTo('POST', '/api/service-request/company')).toHaveLength(1);
  });
});
