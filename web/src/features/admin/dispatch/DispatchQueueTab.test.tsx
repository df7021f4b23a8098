import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DispatchQueueEntry } from '../../../api/bffTypes';
import { pickEta } from '../../../testing/eta';
import { problem, type FakeRoute, type RecordedRequest } from '../../../testing/fakeBff';
import { renderWithBff } from '../../../testing/renderWithBff';
import { expectErrorToast } from '../../../testing/toasts';
import { adminAuth, adminRoutes } from '../adminFixtures';
import { displayMoment } from '../adminDates';
import {
  candidatesFor,
  hugo,
  inProgress,
  kwethlukRequest,
  offerTo,
  rosa,
  unknownPlaceRequest,
  vera,
} from './dispatchFixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const queuePath = '/api/admin/dispatch/queue';
const candidatesPath = '/api/admin/dispatch/candidates';
const requestPath = `/api/admin/service-requests/${kwethlukRequest.id}`;
const inProgressPath = '/api/admin/dispatch/in-progress';

/** A bff that keeps the queue and moves it as the service-request service would. */
function dispatchRoutes(
  start: DispatchQueueEntry[] = [kwethlukRequest, unknownPlaceRequest],
  overrides: Record<string, FakeRoute> = {},
) {
  let queue = start;
  const store = (entry: DispatchQueueEntry) => {
    queue = queue.map((queued) => (queued.id === entry.id ? entry : queued));
    return { body: entry };
  };
  const current = () => queue.find((entry) => entry.id === kwethlukRequest.id) ?? kwethlukRequest;
  return adminRoutes({
    [`GET ${queuePath}`]: () => ({ body: { items: queue, nextCursor: null } }),
    [`GET ${inProgressPath}`]: { body: { requests: [] } },
    [`GET ${candidatesPath}`]: { body: candidatesFor() },
    [`POST ${requestPath}/offers`]: (request: RecordedRequest) => {
      const { technicianIds } = request.body as { technicianIds: string[] };
      const offered = [vera, hugo, rosa]
        .filter((candidate) => technicianIds.includes(candidate.technician.id))
        .map((candidate) => offerTo(candidate));
      return store({
        ...current(),
        status: 'Dispatching',
        offers: [...offered, ...current().offers],
      });
    },
    [`PUT ${requestPath}/smart-dispatch`]: (request: RecordedRequest) => {
      const { smartDispatch } = request.body as { smartDispatch: boolean };
      return store({ ...current(), smartDispatch, nextWaveAt: null });
    },
    [`POST ${requestPath}/assign`]: () => {
      queue = queue.filter((entry) => entry.id !== kwethlukRequest.id);
      return { body: { id: kwethlukRequest.id } };
    },
    ...overrides,
  });
}

async function openDispatch(routes = dispatchRoutes()) {
  const view = renderWithBff({ path: '/admin?tab=dispatch', auth: adminAuth, routes });
  await screen.findByRole('region', { name: 'Dispatch queue' }, { timeout: 10_000 });
  return view;
}

const queueList = () => screen.getByRole('table', { name: 'Requests waiting for a technician' });
const entryOf = (ticket: string) =>
  screen.getByRole('button', { name: `Ticket ${ticket}` }).closest('tr') as HTMLElement;
const details = () => screen.getByRole('region', { name: 'Request details' });
const candidateList = () => within(details()).getByRole('list', { name: 'Candidates' });
const candidateOf = (name: string) =>
  within(candidateList())
    .getByRole('checkbox', { name: `Select ${name}` })
    .closest('li') as HTMLElement;

async function chooseKwethluk() {
  await screen.findByRole('table', { name: 'Requests waiting for a technician' });
  fireEvent.click(screen.getByRole('button', { name: 'Ticket 20260310-4821' }));
  await within(details()).findByRole('list', { name: 'Candidates' });
}

describe('admin Dispatch tab', { timeout: 60_000 }, () => {
  it('lists the waiting requests oldest first with what dispatch has done', async () => {
    await openDispatch(
      dispatchRoutes([
        { ...kwethlukRequest, status: 'Dispatching', wave: 'community', offers: [offerTo(vera)] },
        unknownPlaceRequest,
      ]),
    );
    await screen.findByRole('table', { name: 'Requests waiting for a technician' });

    expect(
      within(queueList())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ticket 20260310-4821', 'Ticket 20260311-1234']);
    const kwethluk = within(entryOf('20260310-4821'));
    expect(kwethluk.getByText('Remote Hands · Kuskokwim Clinic')).toBeTruthy();
    expect(kwethluk.getByText('Kwethluk, Bethel Census Area')).toBeTruthy();
    expect(kwethluk.getByText('March 12, 2026, 10:00 AM - 12:00 PM')).toBeTruthy();
    expect(
      kwethluk.getByText('Smart dispatch on · Community wave sent · 1 open offer'),
    ).toBeTruthy();
    expect(kwethluk.getByText('Dispatching')).toBeTruthy();
    expect(kwethluk.queryByText('Flagged')).toBeNull();

    const unknown = within(entryOf('20260311-1234'));
    expect(unknown.getByText('Remote Eyes · Tundra Power')).toBeTruthy();
    expect(unknown.getByText('Community unknown')).toBeTruthy();
    expect(unknown.getByText('Flagged')).toBeTruthy();
    expect(within(details()).getByText('Select a request to see its candidates')).toBeTruthy();
  });

  it('says so when no request is waiting for a technician', async () => {
    await openDispatch(dispatchRoutes([]));
    expect(await screen.findByText('No requests are waiting for a technician')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Requests waiting for a technician' })).toBeNull();
  });

  it('shows a spinner while the queue loads', async () => {
    await openDispatch(dispatchRoutes([], { [`GET ${queuePath}`]: () => new Promise(() => {}) }));
    expect(screen.getByRole('status', { name: 'Loading the dispatch queue' })).toBeTruthy();
  });

  it('says the queue failed to load and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { lastToast } = await openDispatch(
      dispatchRoutes([], {
        [`GET ${queuePath}`]: () =>
          fail
            ? problem(502, 'Bad Gateway')
            : { body: { items: [kwethlukRequest], nextCursor: null } },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load the dispatch queue. Please try again.',
    );
    await expectErrorToast(lastToast, 'Failed to load the dispatch queue. Please try again.');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Ticket 20260310-4821' })).toBeTruthy();
  });

  it("shows the chosen request's ranked candidates with the reasons for their place", async () => {
    const { bff } = await openDispatch();
    await chooseKwethluk();

    expect(
      screen.getByRole('button', { name: 'Ticket 20260310-4821' }).getAttribute('aria-current'),
    ).toBe('true');
    expect(document.activeElement).toBe(details());
    expect(Object.fromEntries(bff.callsTo('GET', candidatesPath)[0]?.query ?? [])).toEqual({
      community: 'Kwethluk',
      serviceType: 'remote-hands',
      date: '2026-03-12',
      timeRange: '10:00 AM - 12:00 PM',
    });
    expect(within(details()).getByText('Not offered to anyone yet')).toBeTruthy();

    expect(
      within(candidateList())
        .getAllByRole('checkbox')
        .map((checkbox) => checkbox.getAttribute('aria-label')),
    ).toEqual(['Select Vera Kwethluk', 'Select Hugo Bethel', 'Select Rosa Akiak']);
    const veraEntry = within(candidateOf('Vera Kwethluk'));
    expect(veraEntry.getByText('Lives there')).toBeTruthy();
    expect(
      within(veraEntry.getByRole('list', { name: 'Why Vera Kwethluk' }))
        .getAllByRole('listitem')
        .map((reason) => reason.textContent),
    ).toEqual(['Lives in Kwethluk', '2 matching skills', 'Responds within 4 hours']);
    expect(within(candidateOf('Hugo Bethel')).getByText('Reaches it directly')).toBeTruthy();
    expect(within(candidateOf('Rosa Akiak')).getByText('Same region')).toBeTruthy();
  });

  it('explains why a request outside the community list cannot be matched', async () => {
    const { bff } = await openDispatch();
    await screen.findByRole('table', { name: 'Requests waiting for a technician' });
    fireEvent.click(screen.getByRole('button', { name: 'Ticket 20260311-1234' }));

    expect(
      await within(details()).findByText(
        'The location’s city is not in the list of Alaska communities, so no technician can be matched to this request.',
      ),
    ).toBeTruthy();
    expect(
      within(details()).getByText(displayMoment(unknownPlaceRequest.flaggedAt ?? '')),
    ).toBeTruthy();
    expect(bff.callsTo('GET', candidatesPath)).toHaveLength(0);
  });

  it('offers the request to the ticked candidates and lists their offers', async () => {
    const { bff, lastToast } = await openDispatch();
    await chooseKwethluk();

    fireEvent.click(within(details()).getByRole('button', { name: 'Offer to selected' }));
    expect(within(details()).getByRole('alert').textContent).toContain(
      'Please choose at least one technician',
    );
    expect(bff.callsTo('POST', `${requestPath}/offers`)).toHaveLength(0);

    fireEvent.click(
      within(candidateList()).getByRole('checkbox', { name: 'Select Vera Kwethluk' }),
    );
    fireEvent.click(within(candidateList()).getByRole('checkbox', { name: 'Select Hugo Bethel' }));
    expect(within(details()).getByText('2 technicians selected')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(details()).getByRole('button', { name: 'Offer to selected' }));
    });

    await waitFor(() =>
      expect(bff.callsTo('POST', `${requestPath}/offers`)[0]?.body).toEqual({
        technicianIds: [vera.technician.id, hugo.technician.id],
      }),
    );
    expect(lastToast()).toMatchObject({
      title: 'Success',
      description: 'Offered to 2 technicians.',
    });
    const offers = await within(details()).findByRole('list', { name: 'Offers' });
    expect(
      within(offers)
        .getAllByRole('listitem')
        .map((offer) => offer.querySelector('strong')?.textContent),
    ).toEqual(['Vera Kwethluk, Kwethluk', 'Hugo Bethel, Bethel']);
    expect(within(offers).getAllByText('Offered')).toHaveLength(2);
    expect(
      within(candidateList())
        .getByRole('checkbox', { name: 'Select Vera Kwethluk' })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(
      within(candidateList())
        .getByRole('checkbox', { name: 'Select Rosa Akiak' })
        .hasAttribute('disabled'),
    ).toBe(false);
    expect(within(entryOf('20260310-4821')).getByText('Dispatching')).toBeTruthy();
  });

  it('shows each offer with its status label and why it closed', async () => {
    await openDispatch(
      dispatchRoutes([
        {
          ...kwethlukRequest,
          status: 'Dispatching',
          offers: [
            offerTo(rosa, { source: 'region', status: 'offered' }),
            offerTo(hugo, {
              status: 'declined',
              reason: 'Weather or travel conditions — Storm on the river',
              respondedAt: '2026-03-10T19:00:00.000Z',
            }),
            offerTo(vera, {
              source: 'community',
              status: 'expired',
              reason: 'No answer before the offer expired',
            }),
          ],
        },
      ]),
    );
    await chooseKwethluk();

    const offers = within(within(details()).getByRole('list', { name: 'Offers' }));
    const items = offers.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Offered')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(/Smart dispatch, Region wave/)).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Declined')).toBeTruthy();
    expect(
      within(items[1] as HTMLElement).getByText(
        'Reason: Weather or travel conditions — Storm on the river',
      ),
    ).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Expired')).toBeTruthy();
    expect(
      within(items[2] as HTMLElement).getByText('Reason: No answer before the offer expired'),
    ).toBeTruthy();
    expect(within(candidateOf('Hugo Bethel')).getByText('Declined')).toBeTruthy();
  });

  it("shows the server's refusal of a technician who is no candidate", async () => {
    await openDispatch(
      dispatchRoutes(undefined, {
        [`POST ${requestPath}/offers`]: problem(400, 'Validation failed', [
          {
            field: 'technicianIds',
            message: 'This technician is not Approved or does not cover the community',
          },
        ]),
      }),
    );
    await chooseKwethluk();
    fireEvent.click(within(candidateList()).getByRole('checkbox', { name: 'Select Rosa Akiak' }));
    fireEvent.click(within(details()).getByRole('button', { name: 'Offer to selected' }));

    expect((await within(details()).findByRole('alert')).textContent).toContain(
      'This technician is not Approved or does not cover the community',
    );
  });

  it('assigns one candidate with an ETA, and the request leaves the queue', async () => {
    const { bff, lastToast } = await openDispatch();
    await chooseKwethluk();

    fireEvent.click(
      within(candidateOf('Vera Kwethluk')).getByRole('button', { name: 'Assign Vera Kwethluk' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Vera Kwethluk' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please enter when you expect to arrive')).toBeTruthy();
    expect(bff.callsTo('POST', `${requestPath}/assign`)).toHaveLength(0);

    const eta = pickEta(dialog, '11:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bff.callsTo('POST', `${requestPath}/assign`)[0]?.body).toEqual({
      technicianId: vera.technician.id,
      eta,
    });
    expect(lastToast()).toMatchObject({
      title: 'Success',
      description: 'Ticket 20260310-4821 assigned to Vera Kwethluk.',
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Ticket 20260310-4821' })).toBeNull(),
    );
    expect(within(details()).getByText('Select a request to see its candidates')).toBeTruthy();
  });

  it('turns smart dispatch off for the chosen request', async () => {
    const { bff } = await openDispatch();
    await chooseKwethluk();
    const toggle = within(details()).getByRole('switch', { name: 'Smart dispatch' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    await act(async () => {
      fireEvent.click(toggle);
    });

    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(bff.callsTo('PUT', `${requestPath}/smart-dispatch`)[0]?.body).toEqual({
      smartDispatch: false,
    });
    expect(within(entryOf('20260310-4821')).getByText(/^Smart dispatch off/)).toBeTruthy();
  });
});

const heldId = inProgress().id;
const heldPath = `/api/admin/service-requests/${heldId}`;

/** Dispatch with one request in progress, held and resumed as the service-request service would. */
function inProgressRoutes(overrides: Record<string, FakeRoute> = {}) {
  let held = inProgress();
  let listed = true;
  return dispatchRoutes([], {
    [`GET ${inProgressPath}`]: () => ({ body: { requests: listed ? [held] : [] } }),
    [`POST ${heldPath}/hold`]: (request: RecordedRequest) => {
      const { reason, eta } = request.body as { reason: string; eta: string };
      held = { ...held, status: 'On hold', holdReason: reason, eta };
      return { body: { id: heldId } };
    },
    [`POST ${heldPath}/resume`]: () => {
      held = { ...held, status: 'Accepted', holdReason: '' };
      return { body: { id: heldId } };
    },
    [`POST /api/service-requests/${heldId}/cancel`]: () => {
      listed = false;
      return { body: { id: heldId, status: 'Cancelled' } };
    },
    ...overrides,
  });
}

const inProgressCard = () => screen.getByRole('region', { name: 'In progress' });
const heldTicket = () =>
  within(inProgressCard()).getByRole('article', { name: 'Ticket 20260309-7777' });

describe('admin requests in progress', { timeout: 60_000 }, () => {
  it('lists the requests technicians hold with who has them and when they arrive', async () => {
    await openDispatch(inProgressRoutes());
    const ticket = await within(inProgressCard()).findByRole('article', {
      name: 'Ticket 20260309-7777',
    });
    expect(within(ticket).getByText('Technician: Vera Kwethluk from Kwethluk')).toBeTruthy();
    expect(within(ticket).getByText('Thu, Mar 12, 2026, 10:30 AM AKDT')).toBeTruthy();
    expect(within(ticket).getByText('Accepted')).toBeTruthy();
    expect(within(ticket).queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(within(ticket).getByRole('button', { name: 'Cancel request' })).toBeTruthy();
  });

  it('says so when no request is with a technician', async () => {
    await openDispatch();
    expect(
      await within(inProgressCard()).findByText('No request is with a technician right now'),
    ).toBeTruthy();
  });

  it('puts a request on hold with a reason and a new ETA, then resumes it', async () => {
    const { bff, lastToast } = await openDispatch(inProgressRoutes());
    await within(inProgressCard()).findByRole('article', { name: 'Ticket 20260309-7777' });
    fireEvent.click(within(heldTicket()).getByRole('button', { name: 'Put on hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put this request on hold' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Storm grounded the flights' },
    });
    const eta = pickEta(dialog, '09:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Put on hold' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bff.callsTo('POST', `${heldPath}/hold`)[0]?.body).toEqual({
      reason: 'Storm grounded the flights',
      eta,
    });
    expect(lastToast()).toMatchObject({
      description: 'The request is on hold. The company has been told.',
    });
    expect(
      await within(heldTicket()).findByText('On hold: Storm grounded the flights'),
    ).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(heldTicket()).getByRole('button', { name: 'Resume' }));
    });
    await waitFor(() => expect(within(heldTicket()).getByText('Accepted')).toBeTruthy());
    expect(bff.callsTo('POST', `${heldPath}/resume`)).toHaveLength(1);
    expect(lastToast()).toMatchObject({
      description: 'The request is back on. The company has been told.',
    });
  });

  it('cancels a request in progress, which leaves the list', async () => {
    const { bff } = await openDispatch(inProgressRoutes());
    await within(inProgressCard()).findByRole('article', { name: 'Ticket 20260309-7777' });
    fireEvent.click(within(heldTicket()).getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'The company called: no longer needed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(inProgressCard()).findByText('No request is with a technician right now'),
    ).toBeTruthy();
    expect(bff.callsTo('POST', `/api/service-requests/${heldId}/cancel`)[0]?.body).toEqual({
      reason: 'The company called: no longer needed',
    });
  });

  it("shows the server's refusal of a resume", async () => {
    const { lastToast } = await openDispatch(
      inProgressRoutes({
        [`GET ${inProgressPath}`]: {
          body: { requests: [inProgress({ status: 'On hold', holdReason: 'Fog' })] },
        },
        [`POST ${heldPath}/resume`]: problem(409, 'A request that is Cancelled cannot be resumed'),
      }),
    );
    await within(inProgressCard()).findByRole('article', { name: 'Ticket 20260309-7777' });
    await act(async () => {
      fireEvent.click(within(heldTicket()).getByRole('button', { name: 'Resume' }));
    });
    await expectErrorToast(lastToast, 'A request that is Cancelled cannot be resumed');
  });
});
