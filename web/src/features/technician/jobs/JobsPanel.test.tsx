import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TechnicianJob } from '../../../api/bffTypes';
import { pickEta } from '../../../testing/eta';
import { problem, type FakeRoute, type RecordedRequest } from '../../../testing/fakeBff';
import { renderWithBff } from '../../../testing/renderWithBff';
import { expectErrorToast } from '../../../testing/toasts';
import { technicianAuth, technicianRoutes } from '../technicianFixtures';
import {
  bethelOffer,
  heldJob,
  jobsAnswer,
  kwethlukOffer,
  pageOf,
  type JobsState,
} from './jobsFixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const kwethlukOfferId = kwethlukOffer.offer?.id ?? '';
const acceptPath = `/api/technicians/offers/${kwethlukOfferId}/accept`;
const declinePath = `/api/technicians/offers/${kwethlukOfferId}/decline`;
const holdPath = `/api/technicians/jobs/${kwethlukOffer.requestId}/hold`;
const resumePath = `/api/technicians/jobs/${kwethlukOffer.requestId}/resume`;

/** A bff that keeps the technician's jobs and moves them as the service-request service would. */
function jobsRoutes(start: JobsState = jobsAnswer(), overrides: Record<string, FakeRoute> = {}) {
  let stored = start;
  const withoutOffer = (offerId: string) =>
    stored.offers.filter((offer) => offer.offer?.id !== offerId);
  const replaceJob = (job: TechnicianJob) => {
    stored = {
      ...stored,
      jobs: stored.jobs.map((held) => (held.requestId === job.requestId ? job : held)),
    };
    return { body: job };
  };
  return technicianRoutes({
    'GET /api/technicians/offers': () => ({ body: pageOf(stored.offers) }),
    'GET /api/technicians/jobs': () => ({ body: pageOf(stored.jobs) }),
    [`POST ${acceptPath}`]: (request: RecordedRequest) => {
      const { eta } = request.body as { eta: string };
      const job = heldJob({ eta });
      stored = { offers: withoutOffer(kwethlukOfferId), jobs: [...stored.jobs, job] };
      return { body: job };
    },
    [`POST ${declinePath}`]: () => {
      stored = { ...stored, offers: withoutOffer(kwethlukOfferId) };
      return { status: 204 };
    },
    [`POST ${holdPath}`]: (request: RecordedRequest) => {
      const { eta } = request.body as { eta: string };
      return replaceJob(heldJob({ status: 'On hold', eta }));
    },
    [`POST ${resumePath}`]: () => {
      const current = stored.jobs.find((job) => job.requestId === kwethlukOffer.requestId);
      return replaceJob(heldJob({ status: 'Accepted', eta: current?.eta ?? null }));
    },
    ...overrides,
  });
}

const offersCard = () => screen.getByRole('region', { name: 'Offers' });
const myJobsCard = () => screen.getByRole('region', { name: 'My jobs' });

/** Opens the Jobs tab and waits for its lists (or, with `loaded: false`, only for its title). */
async function openJobs(routes = jobsRoutes(), { loaded = true } = {}) {
  const view = renderWithBff({ path: '/dashboard?tab=jobs', auth: technicianAuth, routes });
  await screen.findByRole('heading', { level: 2, name: 'Jobs' }, { timeout: 30_000 });
  if (loaded) {
    // Each list shows its rows, or says it has none.
    await waitFor(
      () => {
        for (const card of [myJobsCard(), offersCard()]) {
          expect(within(card).queryByRole('table') ?? within(card).queryByRole('status')).not.toBe(
            null,
          );
        }
      },
      { timeout: 10_000 },
    );
  }
  return view;
}

const ticket = (number: string) => screen.getByRole('article', { name: `Ticket ${number}` });
/** The tickets a list's rows name, top to bottom. */
const ticketsIn = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('button', { name: /^Ticket / })
    .map((button) => button.textContent);
/** Chooses a job or offer from its list; its details open beside the lists. */
async function choose(list: 'My jobs' | 'Job offers', number: string) {
  const table = await screen.findByRole('table', { name: list });
  fireEvent.click(within(table).getByRole('button', { name: `Ticket ${number}` }));
  return screen.findByRole('article', { name: `Ticket ${number}` });
}
/** The job card's terms and values, e.g. ['Community', 'Kwethluk']. */
const factsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

async function openDialog(card: HTMLElement, button: string, title: string) {
  fireEvent.click(within(card).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

describe('technician Jobs tab', { timeout: 60_000 }, () => {
  it('shows the jobs they hold before the offers, upcoming first as the server orders them', async () => {
    const done = heldJob({
      requestId: 'done',
      serviceTicketNumber: '20260301-1001',
      status: 'Completed',
    });
    const later = heldJob({
      requestId: 'later',
      serviceTicketNumber: '20260301-1002',
      eta: '2026-03-14T18:00:00.000Z',
    });
    const sooner = heldJob({
      requestId: 'sooner',
      serviceTicketNumber: '20260301-1003',
      status: 'On hold',
      eta: '2026-03-13T18:00:00.000Z',
    });
    const { bff } = await openJobs(jobsRoutes(jobsAnswer([bethelOffer], [sooner, later, done])));

    expect(
      myJobsCard().compareDocumentPosition(offersCard()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(ticketsIn('My jobs')).toEqual([
      'Ticket 20260301-1003',
      'Ticket 20260301-1002',
      'Ticket 20260301-1001',
    ]);
    expect(bff.callsTo('GET', '/api/technicians/jobs').at(-1)?.query.get('sort')).toBe('upcoming');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('asks the server for each list as its filters, order and page say, each list on its own', async () => {
    const { bff } = await openJobs(
      jobsRoutes(jobsAnswer(), {
        'GET /api/technicians/jobs': (request: RecordedRequest) => ({
          body: request.query.has('cursor')
            ? pageOf([heldJob({ requestId: 'next', serviceTicketNumber: '20260302-2002' })])
            : { items: [heldJob()], nextCursor: 'c2' },
        }),
      }),
    );
    const lastQuery = (path: string) =>
      Object.fromEntries(bff.callsTo('GET', path).at(-1)?.query ?? []);
    await screen.findByRole('table', { name: 'My jobs' });

    const jobFilters = screen.getByRole('search', { name: 'Filter my jobs' });
    fireEvent.change(within(jobFilters).getByRole('combobox', { name: 'Status' }), {
      target: { value: 'On hold' },
    });
    await waitFor(() =>
      expect(lastQuery('/api/technicians/jobs')).toEqual({
        sort: 'upcoming',
        status: 'On hold',
      }),
    );
    const offerFilters = screen.getByRole('search', { name: 'Filter job offers' });
    fireEvent.change(within(offerFilters).getByRole('combobox', { name: 'Service type' }), {
      target: { value: 'remote-eyes' },
    });
    fireEvent.change(within(offerFilters).getByRole('combobox', { name: 'Sort' }), {
      target: { value: 'newest' },
    });
    await waitFor(() =>
      expect(lastQuery('/api/technicians/offers')).toEqual({
        sort: 'newest',
        serviceType: 'remote-eyes',
      }),
    );
    expect(lastQuery('/api/technicians/jobs')).toEqual({
      sort: 'upcoming',
      status: 'On hold',
    });

    const pages = await screen.findByRole('navigation', { name: 'My jobs pages' });
    fireEvent.click(await within(pages).findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(ticketsIn('My jobs')).toEqual(['Ticket 20260302-2002']));
    expect(lastQuery('/api/technicians/jobs')).toEqual({
      sort: 'upcoming',
      status: 'On hold',
      cursor: 'c2',
    });
  });

  it('lists the offers with what the job needs but no contact on site', async () => {
    await openJobs();
    const offer = await choose('Job offers', '20260310-4821');
    expect(factsOf(offer)).toEqual([
      ['Service type', 'Remote Hands'],
      ['Company', 'Kuskokwim Clinic'],
      ['Community', 'Kwethluk'],
      ['Preferred date', 'March 12, 2026'],
      ['Preferred time', '10:00 AM - 12:00 PM'],
      ['Offer open until', 'Wed, Mar 11, 2026, 9:00 AM AKDT'],
      ['Job Description', 'Reset the satellite modem in the server room'],
      ['Is access to the site restricted?', 'Yes'],
      ['Do you need live video support during the service?', 'Yes'],
      ['Is WiFi or 4G available at the site?', 'No'],
      ['Is there a power outlet available at the site?', 'Yes'],
      ['How will you connect for live video?', 'Phone hotspot'],
      ['Do you have supporting documentation (photos, diagrams, manuals)?', 'No'],
      ['Additional Information', 'The clinic opens at 9.'],
    ]);
    expect(within(offer).queryByText('Mary Ahkinga')).toBeNull();
    expect(within(offer).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(offer).getByRole('button', { name: 'Decline' })).toBeTruthy();
    const bethelRow = within(screen.getByRole('table', { name: 'Job offers' }))
      .getByRole('button', { name: 'Ticket 20260311-1234' })
      .closest('tr');
    expect(within(bethelRow as HTMLElement).getByText('Bethel')).toBeTruthy();
    expect(within(myJobsCard()).getByText('No jobs yet')).toBeTruthy();
  });

  it('shows held jobs with the address and the contact on site', async () => {
    await openJobs(jobsRoutes(jobsAnswer([], [heldJob()])));
    const job = await choose('My jobs', '20260310-4821');

    const facts = factsOf(job);
    expect(facts.slice(0, 8)).toEqual([
      ['Status', 'Accepted'],
      ['Service type', 'Remote Hands'],
      ['Company', 'Kuskokwim Clinic'],
      ['Community', 'Kwethluk'],
      ['Preferred date', 'March 12, 2026'],
      ['Preferred time', '10:00 AM - 12:00 PM'],
      ['ETA', 'Thu, Mar 12, 2026, 10:30 AM AKDT'],
      ['Address', ' 1 River Rd, Kwethluk, AK 99621↗ (opens in a new tab)'],
    ]);
    expect(
      within(job)
        .getByRole('link', { name: /1 River Rd/ })
        .getAttribute('href'),
    ).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20River%20Rd%2C%20Kwethluk%2C%20AK%2099621',
    );
    expect(facts).toContainEqual(['Contact Person', 'Mary Ahkinga']);
    expect(facts).toContainEqual(['Phone Number', ' (907) 555-0111']);
    expect(within(job).getByRole('link', { name: '(907) 555-0111' }).getAttribute('href')).toBe(
      'tel:+19075550111',
    );
    expect(within(job).getByRole('button', { name: 'Put on hold' })).toBeTruthy();
    expect(within(job).queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(within(offersCard()).getByText('No job offers right now')).toBeTruthy();
  });

  it('shows on the job why it was held, sent back and reopened, oldest first', async () => {
    const job = heldJob({
      reasons: [
        { kind: 'on-hold', note: 'Fog grounded the flight.', at: '2026-03-12T17:00:00.000Z' },
        {
          kind: 'sent-back',
          note: 'The camera still shows no picture.',
          at: '2026-03-13T18:00:00.000Z',
        },
        { kind: 'reopened', note: 'The modem drops at night.', at: '2026-03-20T19:00:00.000Z' },
      ],
    });
    await openJobs(jobsRoutes(jobsAnswer([], [job])));
    const card = await choose('My jobs', '20260310-4821');

    const section = within(card).getByRole('region', { name: 'Why the job moved' });
    const reasons = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual([
      'Put on holdFog grounded the flight.Thu, Mar 12, 2026, 9:00 AM AKDT',
      'Sent backThe camera still shows no picture.Fri, Mar 13, 2026, 10:00 AM AKDT',
      'Reopened under warrantyThe modem drops at night.Fri, Mar 20, 2026, 11:00 AM AKDT',
    ]);
  });

  it('shows no reasons on a job that never moved back', async () => {
    await openJobs(jobsRoutes(jobsAnswer([], [heldJob()])));
    const card = await choose('My jobs', '20260310-4821');
    expect(within(card).queryByRole('region', { name: 'Why the job moved' })).toBeNull();
  });

  it('asks for an ETA, accepts with it, and moves the job to My jobs', async () => {
    const { bff, lastToast } = await openJobs();
    const offer = await choose('Job offers', '20260310-4821');
    const dialog = await openDialog(offer, 'Accept', 'Accept this job');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept job' }));
    expect(await within(dialog).findByText('Please enter when you expect to arrive')).toBeTruthy();
    expect(bff.callsTo('POST', acceptPath)).toHaveLength(0);

    const eta = pickEta(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept job' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bff.callsTo('POST', acceptPath)[0]?.body).toEqual({ eta });
    expect(lastToast()).toMatchObject({
      title: 'Success',
      description: 'The job is yours. It is now under My jobs.',
    });
    await waitFor(() => expect(ticketsIn('My jobs')).toEqual(['Ticket 20260310-4821']));
    expect(ticketsIn('Job offers')).toEqual(['Ticket 20260311-1234']);
    // Still the chosen one, now a job they hold: with the contact on site.
    expect(within(await screen.findByRole('article')).getByText('Mary Ahkinga')).toBeTruthy();
  });

  it('says the job was taken and drops the offer when another technician won', async () => {
    let taken = false;
    const { bff } = await openJobs(
      jobsRoutes(jobsAnswer(), {
        'GET /api/technicians/offers': () => ({
          body: pageOf(taken ? [bethelOffer] : [kwethlukOffer, bethelOffer]),
        }),
        [`POST ${acceptPath}`]: () => {
          taken = true;
          return {
            status: 409,
            body: {
              type: 'about:blank',
              title: 'Conflict',
              status: 409,
              code: 'job_taken',
              detail: 'This job has already been taken by another technician',
            },
          };
        },
      }),
    );
    const offer = await choose('Job offers', '20260310-4821');
    const dialog = await openDialog(offer, 'Accept', 'Accept this job');
    pickEta(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept job' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(offersCard()).getByRole('alert').textContent).toBe(
      'This job has already been taken by another technician',
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Ticket 20260310-4821' })).toBeNull(),
    );
    expect(ticketsIn('Job offers')).toEqual(['Ticket 20260311-1234']);
    expect(bff.callsTo('GET', '/api/technicians/jobs').length).toBeGreaterThanOrEqual(2);
  });

  it('declines with a listed reason and a note, and the offer leaves the list', async () => {
    const { bff, lastToast } = await openJobs();
    const offer = await choose('Job offers', '20260310-4821');
    const dialog = await openDialog(offer, 'Decline', 'Decline this job');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline job' }));
    expect(await within(dialog).findByText('Please choose a reason')).toBeTruthy();

    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a reason',
      'Not available that day',
      'Weather or travel conditions',
      'Outside my skills',
      'Too far to travel',
      'Other',
    ]);
    fireEvent.change(reason, { target: { value: 'Weather or travel conditions' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), {
      target: { value: 'Storm on the river' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline job' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bff.callsTo('POST', declinePath)[0]?.body).toEqual({
      reason: 'Weather or travel conditions',
      note: 'Storm on the river',
    });
    expect(lastToast()).toMatchObject({ title: 'Success', description: 'Offer declined.' });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Ticket 20260310-4821' })).toBeNull(),
    );
  });

  it('puts a held job on hold with a reason and a new ETA, then resumes it', async () => {
    const { bff, lastToast } = await openJobs(jobsRoutes(jobsAnswer([], [heldJob()])));
    const job = await choose('My jobs', '20260310-4821');
    const dialog = await openDialog(job, 'Put on hold', 'Put this job on hold');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    expect(await within(dialog).findByText('Please give a reason for the hold')).toBeTruthy();
    expect(within(dialog).getByText('Please enter when you expect to arrive')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Fog at the airstrip' },
    });
    const eta = pickEta(dialog, '09:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Put on hold' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bff.callsTo('POST', holdPath)[0]?.body).toEqual({ reason: 'Fog at the airstrip', eta });
    expect(lastToast()).toMatchObject({
      description: 'The job is on hold. The company has been told.',
    });
    const held = ticket('20260310-4821');
    await waitFor(() => expect(factsOf(held)[0]).toEqual(['Status', 'On hold']));

    await act(async () => {
      fireEvent.click(within(held).getByRole('button', { name: 'Resume' }));
    });

    await waitFor(() => expect(factsOf(held)[0]).toEqual(['Status', 'Accepted']));
    expect(bff.callsTo('POST', resumePath)).toHaveLength(1);
    expect(lastToast()).toMatchObject({
      description: 'The job is back on. The company has been told.',
    });
    expect(within(held).queryByRole('button', { name: 'Resume' })).toBeNull();
  });

  it("shows the server's refusal of a hold in the dialog", async () => {
    await openJobs(
      jobsRoutes(jobsAnswer([], [heldJob()]), {
        [`POST ${holdPath}`]: problem(409, 'A request that is Cancelled cannot be put on hold'),
      }),
    );
    const job = await choose('My jobs', '20260310-4821');
    const dialog = await openDialog(job, 'Put on hold', 'Put this job on hold');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Fog' },
    });
    pickEta(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Put on hold' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'A request that is Cancelled cannot be put on hold',
    );
  });

  it('says so when the jobs cannot be loaded, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { lastToast } = await openJobs(
      jobsRoutes(jobsAnswer(), {
        'GET /api/technicians/jobs': () =>
          fail ? problem(502, 'Bad Gateway') : { body: pageOf([]) },
        'GET /api/technicians/offers': () => ({ body: pageOf([]) }),
      }),
      { loaded: false },
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load your jobs. Please try again.',
    );
    await expectErrorToast(lastToast, 'Failed to load your jobs. Please try again.');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No job offers right now')).toBeTruthy();
    expect(screen.getByText('No jobs yet')).toBeTruthy();
  });
});
