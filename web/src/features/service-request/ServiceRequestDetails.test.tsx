import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceRequestDetails, ServiceRequestSummary } from '../../api/bffTypes';
import { bethelClinic, companyRoutes } from '../../testing/companyFixtures';
import { problem, type FakeRoute, type RecordedRequest } from '../../testing/fakeBff';
import { fakeAuth } from '../../testing/renderApp';
import { renderWithBff } from '../../testing/renderWithBff';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const company = fakeAuth({ status: 'authenticated', roles: ['company'] });
const requestId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const path = `/api/service-requests/${requestId}`;

const summary: ServiceRequestSummary = {
  id: requestId,
  serviceTicketNumber: '20260310-4821',
  serviceType: 'remote-hands',
  preferredDate: '2026-03-12',
  status: 'Dispatching',
  createdAt: '2026-03-10T17:00:00.000Z',
};

function details(overrides: Partial<ServiceRequestDetails> = {}): ServiceRequestDetails {
  return {
    ...summary,
    answers: {
      serviceTicketNumber: summary.serviceTicketNumber,
      serviceType: 'remote-hands',
      jobDescription: 'Reset the satellite modem in the server room',
      location: bethelClinic.id,
      restrictedAccess: 'yes',
      keysNeeded: '',
      preferredDate: summary.preferredDate,
      preferredTimeRange: '10:00 AM - 12:00 PM',
      liveVideoRequired: 'no',
      hasWifi: '',
      wantProPackage: '',
      hasOutlet: '',
      connectionMethod: '',
      videoDuration: '',
      hasDocumentation: 'no',
      contactPerson: 'Mary Ahkinga',
      phoneNumber: '9075550111',
      additionalInformation: '',
    },
    timeline: [
      {
        id: 'e1',
        from: null,
        to: 'Submitted',
        note: '',
        by: { role: 'company', name: 'Tanya Nome' },
        at: '2026-03-10T17:00:00.000Z',
      },
      {
        id: 'e2',
        from: 'Submitted',
        to: 'Dispatching',
        note: 'Offered to Bethel technicians',
        by: { role: 'admin', name: 'Sam Support' },
        at: '2026-03-10T18:00:00.000Z',
      },
    ],
    assignedTechnician: null,
    eta: null,
    ...overrides,
  };
}

/** A bff that cancels the request as the service-request service would. */
function requestRoutes(overrides: Record<string, FakeRoute> = {}) {
  let stored = details();
  return companyRoutes({
    'GET /api/service-request/company': () => ({ body: [{ ...summary, status: stored.status }] }),
    [`GET ${path}`]: () => ({ body: stored }),
    [`POST ${path}/cancel`]: (request: RecordedRequest) => {
      const { reason } = request.body as { reason: string };
      stored = {
        ...stored,
        status: 'Cancelled',
        timeline: [
          ...stored.timeline,
          {
            id: 'e3',
            from: stored.status,
            to: 'Cancelled',
            note: reason,
            by: { role: 'company', name: 'Tanya Nome' },
            at: '2026-03-11T09:00:00.000Z',
          },
        ],
      };
      return { body: stored };
    },
    ...overrides,
  });
}

async function openRequest(routes = requestRoutes()) {
  const view = renderWithBff({ path: `/dashboard/requests/${requestId}`, auth: company, routes });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Ticket 20260310-4821' },
    { timeout: 10_000 },
  );
  return view;
}

const statusCard = () => screen.getByRole('region', { name: 'Request status' });
/** The status list as term and value pairs. */
const facts = () =>
  within(statusCard())
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
/** The lines about the assigned technician, in order. */
const assignment = () => Array.from(statusCard().querySelectorAll('p'), (line) => line.textContent);
const timelineSteps = () =>
  within(screen.getByRole('list', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

describe('company request page', { timeout: 30_000 }, () => {
  it('opens from the list, which shows each request’s status', async () => {
    const { probe } = renderWithBff({
      path: '/dashboard?tab=service-request',
      auth: company,
      routes: requestRoutes(),
    });
    const list = await screen.findByRole(
      'list',
      { name: 'Your service requests' },
      { timeout: 20_000 },
    );
    expect(within(list).getByText('Dispatching')).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(list).getByRole('link', { name: 'Ticket 20260310-4821' }));
    });

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Ticket 20260310-4821' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(probe.location?.pathname).toBe(`/dashboard/requests/${requestId}`);
    expect(screen.getByRole('link', { name: 'Back to your service requests' })).toBeTruthy();
  });

  it('shows the request, its answers and its timeline oldest first', async () => {
    await openRequest();
    const facts = within(statusCard())
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(facts).toEqual(['Dispatching', 'Remote Hands', 'March 12, 2026', '10:00 AM - 12:00 PM']);

    const answers = within(screen.getByRole('region', { name: 'Answers' }));
    expect(answers.getByText('Reset the satellite modem in the server room')).toBeTruthy();
    expect(await answers.findByText('100 Main St, Bethel, Alaska 99559')).toBeTruthy();
    expect(answers.getByText('Mary Ahkinga')).toBeTruthy();
    expect(answers.queryByText('Is WiFi or 4G available at the site?')).toBeNull();

    expect(timelineSteps()).toEqual(['Submitted', 'Submitted → Dispatching']);
    const timeline = within(screen.getByRole('list', { name: 'Timeline' }));
    expect(timeline.getByText(/Admin: Sam Support/)).toBeTruthy();
    expect(timeline.getByText('Offered to Bethel technicians')).toBeTruthy();
    expect(
      timeline.getAllByRole('listitem')[1]?.querySelector('time')?.getAttribute('dateTime'),
    ).toBe('2026-03-10T18:00:00.000Z');
  });

  it('asks for a reason, cancels, and shows Cancelled with the new timeline entry', async () => {
    const { bff, lastToast } = await openRequest();
    fireEvent.click(within(statusCard()).getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(
      await within(dialog).findByText('Please give a reason for the cancellation'),
    ).toBeTruthy();
    expect(bff.callsTo('POST', `${path}/cancel`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'The modem came back after a restart' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Success',
        description: 'Your service request has been cancelled.',
      }),
    );
    expect(bff.callsTo('POST', `${path}/cancel`)[0]?.body).toEqual({
      reason: 'The modem came back after a restart',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(statusCard()).getByText('Cancelled')).toBeTruthy();
    expect(within(statusCard()).queryByRole('button', { name: 'Cancel request' })).toBeNull();
    expect(timelineSteps()).toEqual([
      'Submitted',
      'Submitted → Dispatching',
      'Dispatching → Cancelled',
    ]);
    expect(screen.getByText('The modem came back after a restart')).toBeTruthy();
  });

  it("shows the server's message when the request can no longer be cancelled", async () => {
    const { lastToast } = await openRequest(
      requestRoutes({
        [`POST ${path}/cancel`]: {
          status: 409,
          body: {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            code: 'request_not_cancellable',
            detail: 'A request that is On site can no longer be cancelled',
          },
        },
      }),
    );
    fireEvent.click(within(statusCard()).getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'No longer needed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'A request that is On site can no longer be cancelled',
    );
    expect(lastToast()).toBeUndefined();
  });

  it('offers no cancellation once the technician is on site, and names the technician', async () => {
    await openRequest(
      requestRoutes({
        [`GET ${path}`]: {
          body: details({
            status: 'On site',
            assignedTechnician: { firstName: 'Ada', community: 'Bethel' },
          }),
        },
      }),
    );
    expect(within(statusCard()).getByText('Technician: Ada from Bethel')).toBeTruthy();
    expect(within(statusCard()).queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('names the technician who accepted, with their ETA in Alaska time', async () => {
    await openRequest(
      requestRoutes({
        [`GET ${path}`]: {
          body: details({
            status: 'Accepted',
            assignedTechnician: { firstName: 'Ada', community: 'Kwethluk' },
            eta: '2026-03-12T18:30:00.000Z',
          }),
        },
      }),
    );
    expect(facts()).toEqual([
      ['Status', 'Accepted'],
      ['Service type', 'Remote Hands'],
      ['Preferred date', 'March 12, 2026'],
      ['Preferred time', '10:00 AM - 12:00 PM'],
    ]);
    expect(assignment()).toEqual([
      'Technician: Ada from Kwethluk',
      'ETA: Thu, Mar 12, 2026, 10:30 AM AKDT',
    ]);
    expect(
      within(statusCard()).getByText('Thu, Mar 12, 2026, 10:30 AM AKDT').getAttribute('dateTime'),
    ).toBe('2026-03-12T18:30:00.000Z');
    expect(within(statusCard()).getByRole('button', { name: 'Cancel request' })).toBeTruthy();
  });

  it('shows why the job is on hold, from the latest hold, and the new ETA', async () => {
    const hold = (id: string, note: string, at: string) => ({
      id,
      from: 'Accepted' as const,
      to: 'On hold' as const,
      note,
      by: { role: 'technician' as const, name: 'Ada Kwethluk' },
      at,
    });
    const resumed = {
      id: 'e4',
      from: 'On hold' as const,
      to: 'Accepted' as const,
      note: '',
      by: { role: 'technician' as const, name: 'Ada Kwethluk' },
      at: '2026-03-12T20:00:00.000Z',
    };
    await openRequest(
      requestRoutes({
        [`GET ${path}`]: {
          body: details({
            status: 'On hold',
            assignedTechnician: { firstName: 'Ada', community: 'Kwethluk' },
            eta: '2026-03-14T17:00:00.000Z',
            timeline: [
              ...details().timeline,
              hold('e3', 'Fog at the airstrip', '2026-03-12T17:00:00.000Z'),
              resumed,
              hold('e5', 'River ice is breaking up', '2026-03-13T17:00:00.000Z'),
            ],
          }),
        },
      }),
    );
    expect(assignment()).toEqual([
      'Technician: Ada from Kwethluk',
      'On hold: River ice is breaking up',
      'New ETA: Sat, Mar 14, 2026, 9:00 AM AKDT',
    ]);
  });

  it('says so when the request cannot be read', async () => {
    renderWithBff({
      path: `/dashboard/requests/${requestId}`,
      auth: company,
      routes: requestRoutes({ [`GET ${path}`]: problem(404, 'Service request not found') }),
    });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Service request not found',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
