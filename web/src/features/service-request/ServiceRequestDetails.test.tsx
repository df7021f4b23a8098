import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceRequestDetails, ServiceRequestSummary } from '../../api/bffTypes';
import { bethelClinic, companyRoutes } from '../../testing/companyFixtures';
import { problem, type FakeRoute, type RecordedRequest } from '../../testing/fakeBff';
import { jobReport, logEntry } from '../../testing/jobReport';
import { fakeAuth } from '../../testing/renderApp';
import { renderWithBff } from '../../testing/renderWithBff';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const company = fakeAuth({ status: 'authenticated', roles: ['company'] });
const requestId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const path = `/api/service-requests/${requestId}`;

const summary: Omit<ServiceRequestSummary, 'jobDescription' | 'locationAddress'> = {
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
    community: 'Bethel',
    quote: null,
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
    report: jobReport(),
    ...overrides,
  };
}

/** A bff that cancels the request as the service-request service would. */
function requestRoutes(overrides: Record<string, FakeRoute> = {}) {
  let stored = details();
  return companyRoutes({
    'GET /api/service-request/company': () => ({
      body: { items: [{ ...summary, status: stored.status }], nextCursor: null },
    }),
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
      'table',
      { name: 'Your service requests' },
      { timeout: 20_000 },
    );
    expect(await within(list).findByText('Dispatching')).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(list).getByRole('button', { name: 'Ticket 20260310-4821' }));
    });
    expect(probe.location?.search).toContain(`selected=${requestId}`);
    await act(async () => {
      fireEvent.click(await screen.findByRole('link', { name: 'Open on its own page' }));
    });

    // The request's own page is a chunk of its own, so the move lands once it has loaded.
    expect(
      await screen.findByRole(
        'link',
        { name: 'Back to your service requests' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(probe.location?.pathname).toBe(`/dashboard/requests/${requestId}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket 20260310-4821' })).toBeTruthy();
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

    expect(timelineSteps()).toEqual(['Request submitted', 'Offered to Bethel technicians']);
    const timeline = within(screen.getByRole('list', { name: 'Timeline' }));
    expect(timeline.getByText(/Sam Support, Remote Hands support/)).toBeTruthy();
    expect(
      timeline.getAllByRole('listitem')[1]?.querySelector('time')?.getAttribute('dateTime'),
    ).toBe('2026-03-10T18:00:00.000Z');
  });

  it("puts each ended call on the timeline where it started, in people's words", async () => {
    const person = (userId: string, name: string, role: 'technician' | 'company') => ({
      userId,
      name,
      role,
      joinedAt: '2026-03-10T17:31:00.000Z',
      leftAt: '2026-03-10T17:43:00.000Z',
    });
    const ended = {
      id: '5b0e7c1d-2f3a-4b5c-8d6e-7f8091a2b3c4',
      requestId,
      status: 'ended',
      startedBy: { userId: 'tech', name: 'Ada Kuskokwim', role: 'technician' },
      participants: [
        person('tech', 'Ada Kuskokwim', 'technician'),
        person('co', 'Tanya Nome', 'company'),
      ],
      startedAt: '2026-03-10T17:30:00.000Z',
      connectedAt: '2026-03-10T17:31:00.000Z',
      endedAt: '2026-03-10T17:43:00.000Z',
      endReason: 'dropped',
    };
    const missed = {
      ...ended,
      id: '6c1f8d2e-3a4b-4c5d-9e6f-8091a2b3c4d5',
      participants: [person('tech', 'Ada Kuskokwim', 'technician')],
      startedAt: '2026-03-10T19:00:00.000Z',
      connectedAt: null,
      endedAt: '2026-03-10T19:01:00.000Z',
      endReason: 'missed',
    };
    await openRequest(
      requestRoutes({ [`GET ${path}/calls`]: { body: { items: [missed, ended] } } }),
    );
    await waitFor(() =>
      expect(timelineSteps()).toEqual([
        'Request submitted',
        'Call dropped after 12 min',
        'Offered to Bethel technicians',
        'Missed call',
      ]),
    );
    const timeline = within(screen.getByRole('list', { name: 'Timeline' }));
    expect(timeline.getByText('Ada Kuskokwim called; Tanya Nome joined')).toBeTruthy();
    expect(timeline.getByText('Ada Kuskokwim called; nobody joined')).toBeTruthy();
    expect(
      timeline.getAllByRole('listitem')[1]?.querySelector('time')?.getAttribute('dateTime'),
    ).toBe('2026-03-10T17:30:00.000Z');
    expect(screen.queryByRole('list', { name: 'Earlier calls' })).toBeNull();
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
      'Request submitted',
      'Offered to Bethel technicians',
      'Cancelled',
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

const ada = { firstName: 'Ada', community: 'Kwethluk' };
const workDone = () =>
  details({
    status: 'Work done',
    assignedTechnician: ada,
    report: jobReport({
      checkIn: {
        capturedAt: '2026-03-12T18:40:00.000Z',
        receivedAt: '2026-03-12T18:40:03.000Z',
        location: { latitude: 60.791234, longitude: -161.16789, accuracyMeters: 12.4 },
      },
      checkOut: {
        capturedAt: '2026-03-12T21:00:00.000Z',
        receivedAt: '2026-03-12T21:00:02.000Z',
        workSummary: 'Replaced the modem power supply',
      },
      log: [
        logEntry('l1', 'Modem dead on arrival', '2026-03-12T18:45:00.000Z', 90),
        logEntry('l2', 'New power supply fitted', '2026-03-12T20:30:00.000Z', 1),
      ],
      autoApproveAt: '2026-03-15T21:00:00.000Z',
    }),
  });

/** A bff that moves the reviewed request as the service-request service would. */
function reviewRoutes(start: ServiceRequestDetails, overrides: Record<string, FakeRoute> = {}) {
  let stored = start;
  const move = (next: Partial<ServiceRequestDetails>) => {
    stored = { ...stored, ...next, report: { ...stored.report, ...next.report } };
    return { body: stored };
  };
  return requestRoutes({
    [`GET ${path}`]: () => ({ body: stored }),
    [`POST ${path}/approve`]: () =>
      move({
        status: 'Completed',
        report: {
          ...stored.report,
          autoApproveAt: null,
          completedAt: '2026-03-13T18:00:00.000Z',
          warrantyUntil: '2099-03-20T18:00:00.000Z',
        },
      }),
    [`POST ${path}/send-back`]: (request: RecordedRequest) => {
      const { to } = request.body as { to: ServiceRequestDetails['status'] };
      return move({
        status: to,
        report: { ...stored.report, checkOut: null, autoApproveAt: null },
      });
    },
    [`POST ${path}/reopen`]: () =>
      move({ status: 'Accepted', report: { ...stored.report, completedAt: null } }),
    ...overrides,
  });
}

const reportCard = () => screen.getByRole('region', { name: 'Report' });
const reportFacts = () =>
  within(reportCard())
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('company review of the work', { timeout: 30_000 }, () => {
  it('shows no report before the technician checks in', async () => {
    await openRequest(
      requestRoutes({
        [`GET ${path}`]: { body: details({ status: 'Accepted', assignedTechnician: ada }) },
      }),
    );
    expect(screen.queryByRole('region', { name: 'Report' })).toBeNull();
  });

  it('shows the clips shared on a call in the report, before any check-in', async () => {
    const clip = {
      id: '8e3b0f4a-5c6d-4e7f-8091-a2b3c4d5e6f7',
      kind: 'clip' as const,
      fileName: 'clip.webm',
      contentType: 'video/webm',
      size: 48_000,
      width: null,
      height: null,
      capturedAt: '2026-03-12T19:00:00.000Z',
      receivedAt: '2026-03-12T19:00:05.000Z',
    };
    await openRequest(
      requestRoutes({
        [`GET ${path}`]: {
          body: details({
            status: 'Accepted',
            assignedTechnician: ada,
            report: jobReport({ recordings: [clip] }),
          }),
        },
      }),
    );
    const recordings = within(reportCard()).getByRole('region', { name: 'Clips and voice notes' });
    expect(within(recordings).getByText(/^Clip from the technician/)).toBeTruthy();
  });

  it('shows the report with the log, and when late entries reached the server', async () => {
    await openRequest(reviewRoutes(workDone()));
    expect(reportFacts()).toEqual([
      ['Checked in', 'Thu, Mar 12, 2026, 10:40 AM AKDT'],
      ['Location', '32 km from the site'],
      ['Checked out', 'Thu, Mar 12, 2026, 1:00 PM AKDT'],
      ['Work summary', 'Replaced the modem power supply'],
    ]);
    expect(
      within(reportCard())
        .getByText(/approved automatically on/)
        .querySelector('time')?.textContent,
    ).toBe('Sun, Mar 15, 2026, 1:00 PM AKDT');
    const log = within(reportCard()).getByRole('region', { name: 'Service log' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Modem dead on arrivalWritten Thu, Mar 12, 2026, 10:45 AM AKDT · received Thu, Mar 12, 2026, 12:15 PM AKDT',
      'New power supply fittedWritten Thu, Mar 12, 2026, 12:30 PM AKDT',
    ]);
    expect(
      within(reportCard()).queryByRole('button', { name: 'Reopen under warranty' }),
    ).toBeNull();
  });

  it('sends the work back with where the technician is and why', async () => {
    const { bff, lastToast } = await openRequest(reviewRoutes(workDone()));
    fireEvent.click(within(reportCard()).getByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the work back' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(
      await within(dialog).findByText('Please say whether the technician is still on site'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Please give a reason for sending the work back')).toBeTruthy();
    expect(bff.callsTo('POST', `${path}/send-back`)).toHaveLength(0);

    const where = within(dialog).getByRole('radiogroup', { name: 'Where is the technician?' });
    fireEvent.click(within(where).getByRole('radio', { name: 'It needs another visit' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'The backup link is still down' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bff.callsTo('POST', `${path}/send-back`)[0]?.body).toEqual({
      to: 'Accepted',
      reason: 'The backup link is still down',
    });
    expect(lastToast()).toMatchObject({
      description: 'The work was sent back. The technician has been told.',
    });
    await waitFor(() => expect(within(statusCard()).getByText('Accepted')).toBeTruthy());
    expect(within(reportCard()).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('offers both places the technician may be', async () => {
    await openRequest(reviewRoutes(workDone()));
    fireEvent.click(within(reportCard()).getByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the work back' });
    const where = within(dialog).getByRole('radiogroup', { name: 'Where is the technician?' });
    expect(
      within(where).getByRole('radio', { name: 'The technician is still on site' }),
    ).toBeTruthy();
    expect(within(where).getByRole('radio', { name: 'It needs another visit' })).toBeTruthy();
  });

  it('approves, then reopens under warranty with a reason', async () => {
    const { bff, lastToast } = await openRequest(reviewRoutes(workDone()));
    await act(async () => {
      fireEvent.click(within(reportCard()).getByRole('button', { name: 'Approve' }));
    });

    await waitFor(() => expect(within(statusCard()).getByText('Completed')).toBeTruthy());
    expect(bff.callsTo('POST', `${path}/approve`)).toHaveLength(1);
    expect(lastToast()).toMatchObject({
      description: 'The work is approved and the request is complete.',
    });
    expect(within(reportCard()).getByText(/^Warranty until/).textContent).toBe(
      'Warranty until Fri, Mar 20, 2099, 10:00 AM AKDT',
    );
    expect(within(reportCard()).queryByRole('button', { name: 'Approve' })).toBeNull();

    fireEvent.click(within(reportCard()).getByRole('button', { name: 'Reopen under warranty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen under warranty' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(
      await within(dialog).findByText('Please describe what needs fixing under the warranty'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'The modem dropped again' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bff.callsTo('POST', `${path}/reopen`)[0]?.body).toEqual({
      reason: 'The modem dropped again',
    });
    expect(lastToast()).toMatchObject({
      description: 'The request is reopened under warranty. The technician has been told.',
    });
    await waitFor(() => expect(within(statusCard()).getByText('Accepted')).toBeTruthy());
    expect(
      within(reportCard()).queryByRole('button', { name: 'Reopen under warranty' }),
    ).toBeNull();
  });

  it('offers no reopening once the warranty has ended', async () => {
    const ended = workDone();
    await openRequest(
      requestRoutes({
        [`GET ${path}`]: {
          body: {
            ...ended,
            status: 'Completed',
            report: {
              ...ended.report,
              completedAt: '2026-03-13T18:00:00.000Z',
              warrantyUntil: '2026-03-20T18:00:00.000Z',
            },
          },
        },
      }),
    );
    expect(reportFacts()).toContainEqual(['Completed', 'Fri, Mar 13, 2026, 10:00 AM AKDT']);
    expect(within(reportCard()).queryByText(/^Warranty until/)).toBeNull();
    expect(within(reportCard()).getByText(/^Warranty ended/).textContent).toBe(
      'Warranty ended Fri, Mar 20, 2026, 10:00 AM AKDT',
    );
    expect(
      within(reportCard()).queryByRole('button', { name: 'Reopen under warranty' }),
    ).toBeNull();
  });

  it('keeps a claim being written when the warranty ends under it', async () => {
    const done = workDone();
    const completed = (warrantyUntil: string) => ({
      ...done,
      status: 'Completed' as const,
      report: { ...done.report, completedAt: '2026-03-13T18:00:00.000Z', warrantyUntil },
    });
    let warrantyUntil = '2099-03-20T18:00:00.000Z';
    const { queryClient } = await openRequest(
      requestRoutes({ [`GET ${path}`]: () => ({ body: completed(warrantyUntil) }) }),
    );
    fireEvent.click(within(reportCard()).getByRole('button', { name: 'Reopen under warranty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen under warranty' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Broken again' },
    });

    warrantyUntil = '2026-03-20T18:00:00.000Z';
    await act(() => queryClient.invalidateQueries());
    // The page behind the open dialog is hidden from the accessibility tree, hence by text.
    await waitFor(() => expect(screen.getByText(/^Warranty ended/)).toBeTruthy());
    expect(screen.getByRole('dialog', { name: 'Reopen under warranty' })).toBe(dialog);
    expect(
      (within(dialog).getByRole('textbox', { name: 'Reason' }) as HTMLTextAreaElement).value,
    ).toBe('Broken again');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reopen under warranty' })).toBeNull(),
    );
    expect(
      within(reportCard()).queryByRole('button', { name: 'Reopen under warranty' }),
    ).toBeNull();
  });

  it("shows the server's refusal of a reopening in the dialog", async () => {
    const done = workDone();
    await openRequest(
      reviewRoutes(
        {
          ...done,
          status: 'Completed',
          report: { ...done.report, warrantyUntil: '2099-03-20T18:00:00.000Z' },
        },
        { [`POST ${path}/reopen`]: problem(409, 'The 7-day warranty for this job has ended') },
      ),
    );
    fireEvent.click(within(reportCard()).getByRole('button', { name: 'Reopen under warranty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen under warranty' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Broken again' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The 7-day warranty for this job has ended',
    );
  });

  it('says so when the approval is refused', async () => {
    const { lastToast } = await openRequest(
      reviewRoutes(workDone(), {
        [`POST ${path}/approve`]: problem(
          409,
          'A request that is Completed has no work waiting for review',
        ),
      }),
    );
    await act(async () => {
      fireEvent.click(within(reportCard()).getByRole('button', { name: 'Approve' }));
    });
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'A request that is Completed has no work waiting for review',
      }),
    );
  });
});
