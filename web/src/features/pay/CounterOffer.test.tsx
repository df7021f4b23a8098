import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CounterOffer } from '../../api/bffTypes';
import type { RecordedRequest } from '../../testing/fakeBff';
import { renderWithBff } from '../../testing/renderWithBff';
import { technicianAuth, technicianRoutes } from '../technician/technicianFixtures';
import { jobsAnswer, kwethlukOffer, pageOf } from '../technician/jobs/jobsFixtures';

afterEach(cleanup);

const offerId = kwethlukOffer.offer?.id ?? '';
const counterPath = `/api/offers/${offerId}/counter`;

function routes() {
  let offers = jobsAnswer().offers;
  return technicianRoutes({
    'GET /api/technicians/offers': () => ({ body: pageOf(offers) }),
    'GET /api/technicians/jobs': () => ({ body: pageOf([]) }),
    [`POST ${counterPath}`]: (request: RecordedRequest) => {
      const body = request.body as Pick<CounterOffer, 'pay' | 'reason'>;
      const counter: CounterOffer = {
        id: 'c0ffee00-0000-4000-8000-000000000001',
        offerId,
        requestId: kwethlukOffer.requestId,
        technician: { id: 'tech', fullName: 'Tom Tech' },
        pay: body.pay,
        arrivalAt: null,
        reason: body.reason,
        status: 'open',
        decisionReason: '',
        createdAt: '2026-03-10T18:00:00.000Z',
        decidedAt: null,
      };
      offers = offers.map((offer) =>
        offer.offer?.id === offerId ? { ...offer, offer: { ...offer.offer, counter } } : offer,
      );
      return { status: 201, body: counter };
    },
  });
}

async function openOffer() {
  const view = renderWithBff({
    path: '/dashboard?tab=jobs',
    auth: technicianAuth,
    routes: routes(),
  });
  const table = await screen.findByRole('table', { name: 'Job offers' }, { timeout: 30_000 });
  expect(await within(table).findByText('$75/h, up to 6 h ($450)')).toBeTruthy();
  fireEvent.click(within(table).getByRole('button', { name: 'Ticket 20260310-4821' }));
  const card = await screen.findByRole('article', { name: 'Ticket 20260310-4821' });
  return { ...view, card };
}

describe('pay on the offer', { timeout: 60_000 }, () => {
  it('shows the pay before anything else the technician decides on', async () => {
    const { card } = await openOffer();
    const figure = within(card).getByText('$75/h, up to 6 h ($450)');
    expect(figure.parentElement?.textContent).toContain('Pay offered');
    expect(figure.parentElement?.textContent).toContain(
      'Weather standby $150 a day · special vehicle $100',
    );
    expect(
      figure.compareDocumentPosition(within(card).getByRole('button', { name: 'Accept' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('counters with a higher pay and a reason, the field errors shown before sending', async () => {
    const { card, bff } = await openOffer();
    fireEvent.click(within(card).getByRole('button', { name: 'Counter-offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Counter-offer' });

    fireEvent.change(within(dialog).getByLabelText('Rate per hour (USD)'), {
      target: { value: '-5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(await within(dialog).findByText('The pay cannot be negative.')).toBeTruthy();
    expect(within(dialog).getByText('Say why you are countering.')).toBeTruthy();
    expect(bff.callsTo('POST', counterPath)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Rate per hour (USD)'), {
      target: { value: '90' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Two flights each way.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));

    await waitFor(() => expect(bff.callsTo('POST', counterPath)).toHaveLength(1));
    expect(bff.callsTo('POST', counterPath)[0]?.body).toEqual({
      pay: {
        basis: 'hourly',
        amountCents: 9_000,
        capHours: 6,
        standbyDayCents: 15_000,
        specialVehicleCents: 10_000,
      },
      reason: 'Two flights each way.',
    });
    const status = await within(card).findByRole('region', { name: 'Your counter-offer' });
    expect(status.textContent).toContain('Waiting for an answer from Remote Hands Alaska');
    expect(status.textContent).toContain('Pay: $90/h, up to 6 h ($540)');
    expect(within(card).queryByRole('button', { name: 'Counter-offer' })).toBeNull();
  });
});
