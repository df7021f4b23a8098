import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceRequestDetails } from '../../api/bffTypes';
import { bethelClinic, companyRoutes } from '../../testing/companyFixtures';
import type { RecordedRequest } from '../../testing/fakeBff';
import { jobReport } from '../../testing/jobReport';
import { fakeAuth } from '../../testing/renderApp';
import { renderWithBff } from '../../testing/renderWithBff';

afterEach(cleanup);

const company = fakeAuth({ status: 'authenticated', roles: ['company'] });
const requestId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e';
const path = `/api/service-requests/${requestId}`;
const quote = {
  amountCents: 125_000,
  note: 'Two visits, the mast included.',
  quotedAt: '2026-03-10T18:00:00.000Z',
  acceptedAt: null,
};

const quoted: ServiceRequestDetails = {
  id: requestId,
  serviceTicketNumber: '20260310-4822',
  serviceType: 'custom-request',
  preferredDate: '2026-03-12',
  status: 'Quoted',
  createdAt: '2026-03-10T17:00:00.000Z',
  community: 'Bethel',
  quote,
  answers: {
    serviceTicketNumber: '20260310-4822',
    serviceType: 'custom-request',
    jobDescription: 'Install a weather station on the roof',
    location: bethelClinic.id,
    restrictedAccess: 'no',
    keysNeeded: '',
    preferredDate: '2026-03-12',
    preferredTimeRange: '10:00 AM - 12:00 PM',
    liveVideoRequired: 'no',
    hasWifi: '',
    wantProPackage: '',
    hasOutlet: '',
    connectionMethod: '',
    videoDuration: '',
    hasDocumentation: 'no',
    contactPerson: '',
    phoneNumber: '',
    additionalInformation: '',
  },
  timeline: [
    {
      id: 'e1',
      from: 'Quote needed',
      to: 'Quoted',
      note: 'Quoted $1,250',
      by: { role: 'admin', name: 'Sam Support' },
      at: '2026-03-10T18:00:00.000Z',
    },
  ],
  assignedTechnician: null,
  eta: null,
  report: jobReport(),
};

function routes() {
  let stored = quoted;
  const posted: RecordedRequest[] = [];
  const answer = () => ({
    body: { requestId, status: stored.status, quote: stored.quote },
  });
  return {
    posted,
    routes: companyRoutes({
      'GET /api/service-request/company': () => ({ body: { items: [], nextCursor: null } }),
      [`GET ${path}`]: () => ({ body: stored }),
      [`POST ${path}/quote/accept`]: (request: RecordedRequest) => {
        posted.push(request);
        stored = {
          ...stored,
          status: 'Submitted',
          quote: { ...quote, acceptedAt: '2026-03-10T19:00:00.000Z' },
        };
        return answer();
      },
      [`POST ${path}/quote/decline`]: (request: RecordedRequest) => {
        posted.push(request);
        stored = { ...stored, status: 'Cancelled' };
        return answer();
      },
    }),
  };
}

async function openRequest(fake: ReturnType<typeof routes>) {
  renderWithBff({ path: `/dashboard/requests/${requestId}`, auth: company, routes: fake.routes });
  return screen.findByRole('region', { name: 'Quote' }, { timeout: 15_000 });
}

describe("a custom request's quote", { timeout: 30_000 }, () => {
  it('shows the price and the note, and is accepted with one click', async () => {
    const fake = routes();
    const card = await openRequest(fake);
    expect(within(card).getByText('Quoted $1,250')).toBeTruthy();
    expect(within(card).getByText('Two visits, the mast included.')).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Accept quote' }));
    });

    expect(await within(card).findByText('Quote accepted: $1,250')).toBeTruthy();
    expect(fake.posted.map((request) => request.path)).toEqual([`${path}/quote/accept`]);
  });

  it('is declined only with a reason, which is sent', async () => {
    const fake = routes();
    const card = await openRequest(fake);
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Decline this quote' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline and cancel' }));
    });
    expect(await within(dialog).findByText('Please say why you decline the quote.')).toBeTruthy();
    expect(fake.posted).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Over our budget.' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline and cancel' }));
    });

    expect(await within(card).findByText('Quote declined: $1,250')).toBeTruthy();
    expect(fake.posted.map((request) => request.body)).toEqual([{ reason: 'Over our budget.' }]);
  });
});
